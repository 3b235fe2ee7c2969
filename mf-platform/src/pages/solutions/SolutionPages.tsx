// The three solutions pages: one template (SolutionPage), three typed content constants.
import { CISO_SOLUTION } from './ciso.content';
import { REGULATED_SOLUTION } from './regulated.content';
import { SECOPS_SOLUTION } from './secops.content';
import { SolutionPage } from './SolutionPage';

export function CisoSolutionPage() {
  return <SolutionPage content={CISO_SOLUTION} />;
}

export function SecOpsSolutionPage() {
  return <SolutionPage content={SECOPS_SOLUTION} />;
}

export function RegulatedSolutionPage() {
  return <SolutionPage content={REGULATED_SOLUTION} />;
}
