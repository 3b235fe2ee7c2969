import { ArrowDown, ArrowRight, Check, Clock, Star } from 'lucide-react';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  CodeBlock,
  CountUp,
  CtaPanel,
  FeatureList,
  PageHero,
  Section,
  SectionIntro,
  StatCard,
  cn,
} from '@site/ui';
import {
  CLI_CHECK,
  CONFIGURATIONS,
  CONFIGURATIONS_SECTION,
  COUNTER_START_DELAY_MS,
  GPU_SECTION,
  GPU_SERVERS,
  HARDWARE_COUNTERS,
  HARDWARE_FINAL_CTA,
  HARDWARE_HERO,
  NETWORK_NOTES,
  REQUIREMENTS,
  REQUIREMENTS_SECTION,
  SLO_SUMMARY,
  STORAGE_SECTION,
  STORAGE_TIERS,
  type HardwareCounter,
  type SystemConfiguration,
} from './hardware-recommendations.content';

/** One animated figure: its target in the server HTML; counts up 500 ms after it comes into view (CountUp). */
function CounterCard({ counter }: { counter: HardwareCounter }) {
  const format = (value: number) => `${counter.prefix}${Number.isInteger(counter.target) ? String(value) : value.toFixed(1)}${counter.suffix}`;
  return (
    <StatCard
      value={<CountUp target={counter.target} format={format} startDelayMs={COUNTER_START_DELAY_MS} />}
      label={counter.label}
      hint={counter.hint}
      className="bg-card/80 backdrop-blur"
    />
  );
}

function ConfigurationCard({ config }: { config: SystemConfiguration }) {
  const specs: ReadonlyArray<[string, string]> = [
    ['CPU', config.cores],
    ['Memory', config.memory],
    ['Throughput', config.throughput],
  ];
  return (
    <Card highlighted={config.recommended} className={cn('relative h-full', config.recommended && 'lg:-my-4')}>
      {config.recommended && (
        <div className="absolute -top-3 left-1/2 -translate-x-1/2">
          <Badge variant="cyan" className="bg-background">
            <Star aria-hidden="true" />
            Recommended
          </Badge>
        </div>
      )}
      <CardHeader className={cn(config.recommended && 'pt-8')}>
        <CardTitle className="text-xl">{config.name}</CardTitle>
        <p className="mt-2 font-mono text-2xl font-bold tracking-tight text-cyber-cyan">{config.price}</p>
        <CardDescription className="mt-2">{config.bestFor}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <dl className="divide-y divide-border rounded-lg border border-border">
          {specs.map(([label, value]) => (
            <div key={label} className="flex items-center justify-between gap-4 px-4 py-2.5">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="text-right font-mono text-sm font-semibold text-foreground">{value}</dd>
            </div>
          ))}
        </dl>
        <FeatureList items={config.includes} className="flex-1" />
        <Button
          to="/contact"
          variant={config.recommended ? 'primary' : 'outline'}
          className="w-full"
          aria-label={`Configure System (${config.name})`}
        >
          Configure System
          <ArrowRight aria-hidden="true" />
        </Button>
      </CardContent>
    </Card>
  );
}

export function HardwareRecommendationsPage() {
  return (
    <>
      <PageHero
        badge={HARDWARE_HERO.badge}
        title={HARDWARE_HERO.title}
        subtitle={HARDWARE_HERO.subtitle}
        actions={
          <>
            <Button href="#configurations" size="lg">
              {HARDWARE_HERO.configurationsCta}
              <ArrowDown aria-hidden="true" />
            </Button>
            <Button to="/contact" variant="outline" size="lg">
              {HARDWARE_HERO.contactCta}
            </Button>
            <Button to="/product/architecture" variant="secondary" size="lg">
              {HARDWARE_HERO.architectureCta}
            </Button>
          </>
        }
      >
        {/* biome-ignore lint/a11y/useSemanticElements: a group of figures, not form controls (<fieldset> is for those). */}
        <div aria-label="Key figures" role="group" className="mx-auto grid max-w-5xl grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {HARDWARE_COUNTERS.map((counter) => (
            <CounterCard key={counter.id} counter={counter} />
          ))}
        </div>
      </PageHero>

      <Section id="slo-summary" eyebrow={SLO_SUMMARY.eyebrow} title={SLO_SUMMARY.title} description={SLO_SUMMARY.description}>
        <ul aria-label="SLO summary" className="mx-auto grid max-w-5xl grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {SLO_SUMMARY.items.map((item) => (
            <li key={item} className="flex items-start gap-3 rounded-xl border border-border bg-card p-4 text-sm text-foreground">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-safety-green" />
              {item}
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="requirements"
        eyebrow={REQUIREMENTS_SECTION.eyebrow}
        title={REQUIREMENTS_SECTION.title}
        description={REQUIREMENTS_SECTION.description}
        className="border-t border-border bg-muted/30"
      >
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {REQUIREMENTS.map((requirement) => {
            const Icon = requirement.icon;
            return (
              <Card key={requirement.title} className="h-full">
                <CardHeader>
                  <span className="flex size-10 items-center justify-center rounded-lg bg-cyber-cyan/10 text-cyber-cyan">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <CardTitle className="mt-3">{requirement.title}</CardTitle>
                  <p className="font-mono text-2xl font-bold text-foreground">{requirement.minimum}</p>
                  <p className="text-xs font-medium tracking-wide text-safety-green uppercase">Minimum</p>
                </CardHeader>
                <CardContent>
                  <p>{requirement.recommendation}</p>
                </CardContent>
              </Card>
            );
          })}
        </div>
      </Section>

      <Section
        id="configurations"
        eyebrow={CONFIGURATIONS_SECTION.eyebrow}
        title={CONFIGURATIONS_SECTION.title}
        description={CONFIGURATIONS_SECTION.description}
        className="scroll-mt-20 border-t border-border"
      >
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-3 lg:items-stretch">
          {CONFIGURATIONS.map((config) => (
            <ConfigurationCard key={config.name} config={config} />
          ))}
        </div>
      </Section>

      <Section
        id="gpu-servers"
        eyebrow={GPU_SECTION.eyebrow}
        title={GPU_SECTION.title}
        description={GPU_SECTION.description}
        className="border-t border-border bg-muted/30"
      >
        <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6 md:grid-cols-2">
          {GPU_SERVERS.map((server) => (
            <Card key={server.name} className="h-full">
              <CardHeader>
                <CardTitle className="text-xl">{server.name}</CardTitle>
                <p className="mt-2 font-mono text-2xl font-bold text-cyber-cyan">{server.fromPrice}</p>
                <p className="text-sm text-muted-foreground">
                  Typical configured range: <span className="font-mono text-foreground">{server.range}</span>
                </p>
                <Badge variant="green" className="mt-2 self-start">
                  {server.throughput}
                </Badge>
              </CardHeader>
              <CardContent className="flex flex-col gap-6">
                <FeatureList items={server.includes} className="flex-1" />
                <Button to="/contact" variant="outline" className="w-full" aria-label={`Configure Server (${server.name})`}>
                  Configure Server
                  <ArrowRight aria-hidden="true" />
                </Button>
              </CardContent>
            </Card>
          ))}
        </div>
      </Section>

      <Section id="preflight" className="border-t border-border">
        <div className="grid grid-cols-1 items-center gap-10 lg:grid-cols-5">
          <div className="lg:col-span-2">
            <SectionIntro id="preflight-title" eyebrow={CLI_CHECK.eyebrow} title={CLI_CHECK.title} description={CLI_CHECK.description} />
            <p className="mt-6 inline-flex items-center gap-2 rounded-full border border-safety-green/40 bg-safety-green/10 px-3 py-1 text-sm font-medium text-safety-green">
              <Clock aria-hidden="true" className="size-4" />
              Install &lt;60 min on recommended hardware
            </p>
          </div>
          <CodeBlock className="lg:col-span-3" title={CLI_CHECK.windowTitle} language="terminal" code={CLI_CHECK.code} />
        </div>
      </Section>

      <Section
        id="storage"
        eyebrow={STORAGE_SECTION.eyebrow}
        title={STORAGE_SECTION.title}
        description={STORAGE_SECTION.description}
        className="border-t border-border bg-muted/30"
      >
        <ol aria-label="Storage tiers" className="grid grid-cols-1 gap-4 md:grid-cols-3">
          {STORAGE_TIERS.map((tier, index) => (
            <li key={tier.name} className="rounded-xl border border-border bg-card p-6">
              <div className="flex items-center justify-between gap-3">
                <h3 className="text-lg font-semibold text-foreground">{tier.name}</h3>
                <span className="font-mono text-xs text-muted-foreground">Tier {index + 1}</span>
              </div>
              <p className="mt-3 font-mono text-2xl font-bold text-cyber-cyan">{tier.retention}</p>
              <p className="mt-1 text-xs font-medium tracking-wide text-safety-green uppercase">{tier.media}</p>
              <p className="mt-4 text-sm text-muted-foreground">{tier.description}</p>
            </li>
          ))}
        </ol>
        <div className="mx-auto mt-8 max-w-3xl rounded-xl border border-border bg-card p-6">
          <h3 className="font-semibold text-foreground">Network sizing</h3>
          <FeatureList items={NETWORK_NOTES} className="mt-4" />
        </div>
      </Section>

      <CtaPanel title={HARDWARE_FINAL_CTA.title} description={HARDWARE_FINAL_CTA.description} wide>
        <Button to="/contact" size="lg">
          {HARDWARE_HERO.contactCta}
          <ArrowRight aria-hidden="true" />
        </Button>
        <Button href="#configurations" variant="outline" size="lg">
          Compare Configurations
        </Button>
        <Button to="/product/architecture" variant="secondary" size="lg">
          {HARDWARE_HERO.architectureCta}
        </Button>
      </CtaPanel>
    </>
  );
}

export default HardwareRecommendationsPage;
