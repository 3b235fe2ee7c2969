import { CtaPanel } from '@site/ui';
import { CLOSING_CTA } from './home.content';
import { HomeHero } from './HomeHero';
import { IntegrationsSection } from './IntegrationsSection';
import { MetricsStrip } from './MetricsStrip';
import { PocSection } from './PocSection';
import { ProcessSteps } from './ProcessSteps';
import { SecurityBadges } from './SecurityBadges';
import { ValuePropositions } from './ValuePropositions';

/** Home: hero, value propositions, five-step process, metrics strip, 90-day PoC, integrations, security. */
export function HomePage() {
  return (
    <>
      <HomeHero />
      <ValuePropositions />
      <ProcessSteps />
      <MetricsStrip />
      <PocSection />
      <IntegrationsSection />
      <SecurityBadges />
      <CtaPanel {...CLOSING_CTA} />
    </>
  );
}

export default HomePage;
