import { ArrowRight } from 'lucide-react';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  CountUp,
  CtaPanel,
  FadeIn,
  FeatureList,
  IconCardGrid,
  PageHero,
  Section,
  SectionIntro,
  StatCard,
} from '@site/ui';
import { TerminalSample } from '../../components/TerminalSample';
import {
  CAPABILITIES,
  CAPABILITIES_INTRO,
  COUNTER_STATS,
  COUNTER_TIMING,
  CUSTOM_DEV_CTA,
  CUSTOM_DEV_HERO,
  LATENCY_DISPLAY,
  MORE_LINKS,
  MORE_LINKS_INTRO,
  OFFERINGS,
  OFFERINGS_INTRO,
  TERMINAL_CAPTION,
  TERMINAL_LINES,
  TERMINAL_SECTION,
  TERMINAL_TITLE,
  type CounterStat,
} from './custom-development.content';

/** One animated counter: its target in the server HTML; counts up when it comes into view (CountUp). */
function CounterCard({ stat }: { stat: CounterStat }) {
  const format = (value: number) => `${value}${stat.suffix}`;
  return (
    <li className="min-w-0">
      <StatCard className="h-full" value={<CountUp target={stat.target} format={format} {...COUNTER_TIMING} />} label={stat.label} hint={stat.hint} />
    </li>
  );
}

function StatsStrip() {
  return (
    <ul aria-label="Delivered results" className="grid grid-cols-1 gap-4 text-left sm:grid-cols-2 lg:grid-cols-4">
      {COUNTER_STATS.map((stat) => (
        <CounterCard key={stat.label} stat={stat} />
      ))}
      <li className="min-w-0">
        <StatCard className="h-full" value={LATENCY_DISPLAY.value} label={LATENCY_DISPLAY.label} hint={LATENCY_DISPLAY.hint} />
      </li>
    </ul>
  );
}

export function CustomDevelopmentPage() {
  return (
    <>
      <PageHero {...CUSTOM_DEV_HERO} secondaryVariant="secondary">
        <StatsStrip />
      </PageHero>

      <Section id="offerings" eyebrow={OFFERINGS_INTRO.eyebrow} title={OFFERINGS_INTRO.title} description={OFFERINGS_INTRO.description}>
        <FadeIn>
          <ul className="grid grid-cols-1 gap-8 lg:grid-cols-2">
            {OFFERINGS.map((offering) => {
              const Icon = offering.icon;
              return (
                <li key={offering.title} className="min-w-0">
                  <Card className="h-full">
                    <CardHeader>
                      <span className="flex size-12 items-center justify-center rounded-lg bg-cyber-cyan/10 text-cyber-cyan">
                        <Icon aria-hidden="true" className="size-6" />
                      </span>
                      <CardTitle className="mt-3 text-xl">{offering.title}</CardTitle>
                      <p className="text-sm text-muted-foreground">{offering.description}</p>
                    </CardHeader>
                    <CardContent className="flex flex-col gap-6">
                      <FeatureList items={offering.points} className="flex-1" />
                      <div>
                        <Button to={offering.link.to} variant="outline">
                          {offering.link.label}
                          <ArrowRight aria-hidden="true" />
                        </Button>
                      </div>
                    </CardContent>
                  </Card>
                </li>
              );
            })}
          </ul>
        </FadeIn>
      </Section>

      <Section
        id="capabilities"
        eyebrow={CAPABILITIES_INTRO.eyebrow}
        title={CAPABILITIES_INTRO.title}
        description={CAPABILITIES_INTRO.description}
        className="border-t border-border bg-muted/30"
      >
        <FadeIn>
          <IconCardGrid items={CAPABILITIES} columns={4} />
        </FadeIn>
      </Section>

      <Section id="performance" className="border-t border-border">
        <div className="grid grid-cols-1 items-center gap-12 lg:grid-cols-2">
          <div className="min-w-0">
            <SectionIntro
              id="performance-title"
              eyebrow={TERMINAL_SECTION.eyebrow}
              title={TERMINAL_SECTION.title}
              description={TERMINAL_SECTION.description}
              size="xl"
            />
            <FeatureList items={TERMINAL_SECTION.points} className="mt-8" />
          </div>
          <TerminalSample title={TERMINAL_TITLE} lines={TERMINAL_LINES} caption={TERMINAL_CAPTION} />
        </div>
      </Section>

      <Section id="how-we-work" eyebrow={MORE_LINKS_INTRO.eyebrow} title={MORE_LINKS_INTRO.title} className="border-t border-border bg-muted/30">
        <ul className="mx-auto grid max-w-5xl grid-cols-1 gap-6 md:grid-cols-2">
          {MORE_LINKS.map((item) => (
            <li key={item.title} className="min-w-0">
              <Card className="h-full">
                <CardHeader>
                  <CardTitle>{item.title}</CardTitle>
                </CardHeader>
                <CardContent className="flex flex-col gap-6">
                  <p className="flex-1">{item.description}</p>
                  <div>
                    <Button to={item.link.to} variant="secondary">
                      {item.link.label}
                      <ArrowRight aria-hidden="true" />
                    </Button>
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <CtaPanel {...CUSTOM_DEV_CTA} />
    </>
  );
}

export default CustomDevelopmentPage;
