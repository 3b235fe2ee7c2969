import { LegalDocument } from '../../components/LegalDocument';
import { PRIVACY_POLICY } from './privacy-policy.content';

export function PrivacyPolicyPage() {
  return <LegalDocument document={PRIVACY_POLICY} />;
}

export default PrivacyPolicyPage;
