import { ArrowRight, FileCheck2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  CodeBlock,
  CtaPanel,
  FadeIn,
  FeatureList,
  IconCard,
  PageHero,
  Section,
  SectionIntro,
} from '@site/ui';
import { SAMPLE_EVIDENCE_ARTIFACT } from '../../../content/sample-evidence-artifact';
import { CANONICAL_SLOS } from '../canonical-slos';
import {
  CAPABILITY_SECTION,
  DEPLOYMENT_OPTIONS,
  DEPLOYMENT_SECTION,
  EVIDENCE_SECTION,
  OVERVIEW_CAPABILITIES,
  OVERVIEW_FINAL_CTA,
  OVERVIEW_HERO,
  SLO_SECTION,
} from './overview.content';

const ARTIFACT_JSON = JSON.stringify(SAMPLE_EVIDENCE_ARTIFACT, null, 2);

const OVERVIEW_ACTIONS = {
  primary: { label: OVERVIEW_HERO.primaryCta, to: '/contact' },
  secondary: { label: OVERVIEW_HERO.secondaryCta, to: '/product/how-it-works', icon: FileCheck2 },
} as const;

export function OverviewPage() {
  return (
    <>
      <PageHero badge={OVERVIEW_HERO.badge} title={OVERVIEW_HERO.title} subtitle={OVERVIEW_HERO.subtitle} {...OVERVIEW_ACTIONS} />

      <Section id="slos" eyebrow={SLO_SECTION.eyebrow} title={SLO_SECTION.title} description={SLO_SECTION.description}>
        <ul aria-label="Service-level objectives" className="grid grid-cols-1 gap-3 md:grid-cols-2">
          {CANONICAL_SLOS.map((slo) => (
            <li
              key={slo.id}
              className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4 sm:flex-row sm:items-start sm:justify-between sm:gap-4"
            >
              <div className="min-w-0">
                <p className="font-semibold text-foreground">{slo.metric}</p>
                <p className="mt-1 text-sm text-muted-foreground">{slo.detail}</p>
              </div>
              <p className="shrink-0 font-mono text-sm font-bold text-cyber-cyan sm:max-w-[14rem] sm:text-right">{slo.target}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="capabilities"
        eyebrow={CAPABILITY_SECTION.eyebrow}
        title={CAPABILITY_SECTION.title}
        description={CAPABILITY_SECTION.description}
        className="border-t border-border bg-muted/30"
      >
        <FadeIn>
          <div className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-6">
            {OVERVIEW_CAPABILITIES.map((capability, index) => (
              <IconCard
                key={capability.title}
                icon={capability.icon}
                title={capability.optional ? `${capability.title} (optional)` : capability.title}
                description={capability.description}
                tone={index === 4 ? 'green' : 'cyan'}
                tag={capability.optional ? <Badge variant="outline">Optional</Badge> : undefined}
                className={index < 3 ? 'lg:col-span-2' : 'lg:col-span-3'}
              >
                <FeatureList items={capability.points} className="mt-5" />
              </IconCard>
            ))}
          </div>
        </FadeIn>
      </Section>

      <Section id="evidence" className="border-t border-border">
        <div className="grid grid-cols-1 items-start gap-10 lg:grid-cols-5">
          <div className="lg:col-span-2">
            <SectionIntro
              id="evidence-title"
              eyebrow={EVIDENCE_SECTION.eyebrow}
              title={EVIDENCE_SECTION.title}
              description={EVIDENCE_SECTION.description}
            />
            <FeatureList items={EVIDENCE_SECTION.notes} className="mt-8" />
            <div className="mt-8">
              <Button to="/evidence-sample" variant="outline">
                View the full evidence sample
                <ArrowRight aria-hidden="true" />
              </Button>
            </div>
          </div>
          <CodeBlock className="lg:col-span-3" title="evidence/ast-7f3c9e21.json (illustrative)" language="json" code={ARTIFACT_JSON} />
        </div>
      </Section>

      <Section
        id="deployment"
        eyebrow={DEPLOYMENT_SECTION.eyebrow}
        title={DEPLOYMENT_SECTION.title}
        description={DEPLOYMENT_SECTION.description}
        className="border-t border-border bg-muted/30"
      >
        <div className="grid grid-cols-1 gap-6 md:grid-cols-3">
          {DEPLOYMENT_OPTIONS.map((option) => {
            const Icon = option.icon;
            return (
              <Card key={option.name} className="h-full">
                <CardHeader>
                  <span className="flex size-11 items-center justify-center rounded-lg bg-cyber-cyan/10 text-cyber-cyan">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <CardTitle className="mt-3">{option.name}</CardTitle>
                  <p className="text-sm text-muted-foreground">{option.summary}</p>
                </CardHeader>
                <CardContent>
                  <FeatureList items={option.points} className="mt-2" />
                </CardContent>
              </Card>
            );
          })}
        </div>
        <p className="mt-8 text-center text-sm text-muted-foreground">
          Compare network, data handling and update models on the{' '}
          <Link to="/product/architecture" className="text-cyber-cyan underline underline-offset-4 hover:no-underline">
            deployment architecture
          </Link>{' '}
          page.
        </p>
      </Section>

      <CtaPanel {...OVERVIEW_FINAL_CTA} {...OVERVIEW_ACTIONS} />
    </>
  );
}

export default OverviewPage;
