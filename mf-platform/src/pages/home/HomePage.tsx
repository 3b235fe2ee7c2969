import { ArrowRight } from 'lucide-react';
import { Button } from '@site/ui';
import { CtaPanel } from '../../components/CtaPanel';
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
      <CtaPanel title={CLOSING_CTA.title} description={CLOSING_CTA.description}>
        <Button to={CLOSING_CTA.primary.to} size="lg">
          {CLOSING_CTA.primary.label}
          <ArrowRight aria-hidden="true" />
        </Button>
        <Button to={CLOSING_CTA.secondary.to} size="lg" variant="outline">
          {CLOSING_CTA.secondary.label}
        </Button>
      </CtaPanel>
    </>
  );
}

export default HomePage;
