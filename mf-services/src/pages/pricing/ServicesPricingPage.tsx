import { ArrowRight, Clock } from 'lucide-react';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  CtaPanel,
  FeatureList,
  PageHero,
  PlanCard,
  Section,
} from '@site/ui';
import { PhaseStrip } from '../../components/PhaseStrip';
import { PROCESS_PHASES } from '../process/process.content';
import {
  ADD_ONS,
  ENGAGEMENT_MODELS,
  POC_INTRO,
  POC_PACKAGES,
  PRICING_CTA,
  PRICING_NOTES,
  PRICING_PROCESS_INTRO,
  QUOTE_PATH,
  SERVICES_PRICING_HERO,
} from './pricing.content';

export function ServicesPricingPage() {
  return (
    <>
      <PageHero {...SERVICES_PRICING_HERO} secondaryVariant="secondary" />

      <Section
        id="engagement-models"
        eyebrow="Engagement Models"
        title="Four ways to work with us"
        description="All models include a named technical lead, weekly status updates and full ownership of the code we write for you."
      >
        <ul className="grid grid-cols-1 gap-8 pt-3 md:grid-cols-2 xl:grid-cols-4">
          {ENGAGEMENT_MODELS.map((plan) => (
            <li key={plan.name} className="min-w-0">
              <PlanCard plan={plan} to={QUOTE_PATH} highlightLabel="Most Popular" />
            </li>
          ))}
        </ul>
        <ul className="mx-auto mt-10 max-w-3xl space-y-1 text-center text-xs text-muted-foreground">
          {PRICING_NOTES.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </Section>

      <Section
        id="poc-packages"
        eyebrow={POC_INTRO.eyebrow}
        title={POC_INTRO.title}
        description={POC_INTRO.description}
        className="border-t border-border bg-muted/30"
      >
        <ul className="grid grid-cols-1 gap-6 lg:grid-cols-3">
          {POC_PACKAGES.map((pkg) => {
            const Icon = pkg.icon;
            return (
              <li key={pkg.name} className="min-w-0">
                <Card className="h-full">
                  <CardHeader>
                    <div className="flex flex-wrap items-center justify-between gap-3">
                      <span className="flex size-11 items-center justify-center rounded-lg bg-safety-green/10 text-safety-green">
                        <Icon aria-hidden="true" className="size-5" />
                      </span>
                      <Badge variant="green">
                        <Clock aria-hidden="true" />
                        {pkg.duration}
                      </Badge>
                    </div>
                    <CardTitle className="mt-3">{pkg.name}</CardTitle>
                    <p className="font-mono text-lg font-semibold text-cyber-cyan">{pkg.price}</p>
                    <CardDescription>{pkg.description}</CardDescription>
                  </CardHeader>
                  <CardContent className="flex flex-col gap-6">
                    <FeatureList items={pkg.includes} className="flex-1" />
                    <Button to={pkg.link.to} variant="outline" className="w-full">
                      {pkg.link.label}
                      <ArrowRight aria-hidden="true" />
                    </Button>
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section
        id="add-ons"
        eyebrow="Add-Ons"
        title="Extend any engagement"
        description="Optional services you can add to a project, a team or a retainer at any time."
        className="border-t border-border"
      >
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {ADD_ONS.map((addOn) => {
            const Icon = addOn.icon;
            return (
              <li key={addOn.name} className="min-w-0 rounded-xl border border-border bg-card p-6">
                <Icon aria-hidden="true" className="size-6 text-cyber-cyan" />
                <h3 className="mt-3 font-semibold text-foreground">{addOn.name}</h3>
                <p className="mt-1 font-mono text-sm text-safety-green">{addOn.price}</p>
                <p className="mt-3 text-sm text-muted-foreground">{addOn.description}</p>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section
        id="process"
        eyebrow={PRICING_PROCESS_INTRO.eyebrow}
        title={PRICING_PROCESS_INTRO.title}
        description={PRICING_PROCESS_INTRO.description}
        className="border-t border-border bg-muted/30"
      >
        <PhaseStrip phases={PROCESS_PHASES} linkTo="process-page" label="Six-phase delivery process" />
        <div className="mt-10 flex justify-center">
          <Button to={PRICING_PROCESS_INTRO.link.to} variant="secondary">
            {PRICING_PROCESS_INTRO.link.label}
            <ArrowRight aria-hidden="true" />
          </Button>
        </div>
      </Section>

      <CtaPanel {...PRICING_CTA} />
    </>
  );
}

export default ServicesPricingPage;
