import { LegalDocument } from '../../components/LegalDocument';
import { TERMS_OF_SERVICE } from './terms-of-service.content';

export function TermsOfServicePage() {
  return <LegalDocument document={TERMS_OF_SERVICE} />;
}

export default TermsOfServicePage;
