import { CircleAlert, CircleCheck, FileText } from 'lucide-react';
import { Badge, CodeBlock, CtaPanel, FadeIn, HeroStats, IconCardGrid, PageHero, Section, cn } from '@site/ui';
import type { DashboardSeverity, HipaaConfig, SampleDashboard, SolutionCard, SolutionContent } from './solution.types';

/** Serialises the sample HIPAA configuration as YAML (two levels: key -> settings). */
function hipaaYaml(config: HipaaConfig): string {
  const lines = ['# hipaa-profile.yaml (illustrative)'];
  for (const [key, settings] of Object.entries(config)) {
    lines.push(`${key}:`);
    for (const [name, value] of Object.entries(settings as Record<string, string | boolean>)) {
      lines.push(`  ${name}: ${String(value)}`);
    }
  }
  return lines.join('\n');
}

function CardColumn({ title, cards, tone }: { title: string; cards: readonly SolutionCard[]; tone: 'problem' | 'approach' }) {
  const Marker = tone === 'problem' ? CircleAlert : CircleCheck;
  return (
    <div>
      <h3
        className={cn(
          'mb-5 flex items-center gap-2 font-mono text-xs font-semibold tracking-[0.2em] uppercase',
          tone === 'problem' ? 'text-destructive' : 'text-safety-green',
        )}
      >
        <Marker aria-hidden="true" className="size-4" />
        {title}
      </h3>
      <ul className="space-y-4">
        {cards.map((card) => {
          const Icon = card.icon;
          return (
            <li
              key={card.title}
              className={cn(
                'flex items-start gap-4 rounded-xl border bg-card p-5',
                tone === 'problem' ? 'border-destructive/25' : 'border-safety-green/25',
              )}
            >
              <span
                className={cn(
                  'flex size-10 shrink-0 items-center justify-center rounded-lg',
                  tone === 'problem' ? 'bg-destructive/10 text-destructive' : 'bg-safety-green/10 text-safety-green',
                )}
              >
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0">
                <h4 className="font-semibold text-foreground">{card.title}</h4>
                <p className="mt-1 text-sm text-muted-foreground">{card.description}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Bar colours: severities from red (critical) through amber (high) to yellow (medium); other breakdowns in cyan. */
const BAR_COLOURS: Record<DashboardSeverity | 'neutral', string> = {
  critical: 'bg-destructive',
  high: 'bg-amber-400',
  medium: 'bg-yellow-200/80',
  neutral: 'bg-cyber-cyan/80',
};

function DashboardPanel({ dashboard }: { dashboard: SampleDashboard }) {
  const kpis: ReadonlyArray<[string, string]> = [
    ['Coverage', dashboard.coverage],
    ['Assets', dashboard.assets],
    ['Exposures', dashboard.exposures],
  ];
  return (
    <figure className="min-w-0 overflow-hidden rounded-xl border border-border bg-card shadow-[0_12px_32px_-16px_rgb(0_0_0/0.8)]">
      <figcaption className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-4 py-3">
        <span className="text-sm font-semibold text-foreground">{dashboard.title}</span>
        <Badge variant="outline">Sample dashboard</Badge>
      </figcaption>
      <div className="p-4 sm:p-6">
        <dl className="grid grid-cols-3 gap-2 sm:gap-4">
          {kpis.map(([label, value]) => (
            <div key={label} className="rounded-lg border border-border bg-background/60 p-3 text-center sm:p-4">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className={cn('mt-1 font-mono text-xl font-bold sm:text-3xl', label === 'Exposures' ? 'text-amber-300' : 'text-cyber-cyan')}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <div className="mt-6">
          <div className="flex items-center justify-between text-xs text-muted-foreground">
            <span>Asset coverage</span>
            <span className="font-mono text-foreground">{dashboard.coverage}</span>
          </div>
          <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-muted">
            <div className="h-full rounded-full bg-cyber-cyan" style={{ width: dashboard.coverage }} />
          </div>
        </div>
        <h3 className="mt-6 text-sm font-semibold text-foreground">{dashboard.breakdownTitle}</h3>
        <ul className="mt-3 space-y-3">
          {dashboard.breakdown.map((row) => (
            <li key={row.label}>
              <div className="flex items-center justify-between gap-3 text-sm">
                <span className="text-muted-foreground">{row.label}</span>
                <span className="font-mono font-semibold text-foreground">{row.value}</span>
              </div>
              <div aria-hidden="true" className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-muted">
                <div className={cn('h-full rounded-full', BAR_COLOURS[row.severity ?? 'neutral'])} style={{ width: `${row.share}%` }} />
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-6 border-t border-border pt-4 text-xs text-muted-foreground">{dashboard.footnote}</p>
      </div>
    </figure>
  );
}

/**
 * The one template behind /solutions/ciso, /solutions/secops and /solutions/regulated: hero, problem and
 * approach cards, capability cards, sample dashboard and SIEM event, (regulated) HIPAA configuration and
 * frameworks, and a closing call to action. Everything it shows comes from a typed `SolutionContent`.
 */
export function SolutionPage({ content }: { content: SolutionContent }) {
  const { hero, compliance } = content;
  return (
    <>
      <PageHero
        badge={hero.badge}
        title={hero.title}
        subtitle={hero.subtitle}
        primary={hero.primaryCta}
        secondary={{ ...hero.secondaryCta, icon: FileText }}
      >
        <HeroStats stats={content.stats} />
      </PageHero>

      <Section id="challenge" eyebrow="Challenge and Approach" title="Why teams like yours switch">
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-2">
          <CardColumn title={content.problemTitle} cards={content.problems} tone="problem" />
          <CardColumn title={content.approachTitle} cards={content.approach} tone="approach" />
        </div>
      </Section>

      <Section
        id="capabilities"
        eyebrow={content.capabilitiesSection.eyebrow}
        title={content.capabilitiesSection.title}
        description={content.capabilitiesSection.description}
        className="border-t border-border bg-muted/30"
      >
        <FadeIn>
          <IconCardGrid items={content.capabilities} />
        </FadeIn>
      </Section>

      <Section
        id="samples"
        eyebrow={content.samplesSection.eyebrow}
        title={content.samplesSection.title}
        description={content.samplesSection.description}
        className="border-t border-border"
      >
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
          <DashboardPanel dashboard={content.dashboard} />
          <CodeBlock title="SIEM event: sample (JSON)" language="json" code={JSON.stringify(content.siemEvent, null, 2)} />
        </div>
      </Section>

      {compliance && (
        <Section
          id="compliance"
          eyebrow={compliance.eyebrow}
          title={compliance.title}
          description={compliance.description}
          className="border-t border-border bg-muted/30"
        >
          <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
            <CodeBlock title="hipaa-profile.yaml" language="yaml" code={hipaaYaml(compliance.hipaaConfig)} />
            <div className="rounded-xl border border-border bg-card p-6">
              <h3 className="text-lg font-semibold text-foreground">Compliance frameworks</h3>
              <ul aria-label="Compliance frameworks" className="mt-4 space-y-4">
                {compliance.frameworks.map((framework) => (
                  <li key={framework.name} className="flex items-start gap-3">
                    <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-safety-green" />
                    <div className="min-w-0">
                      <p className="font-semibold text-foreground">{framework.name}</p>
                      <p className="mt-0.5 text-sm text-muted-foreground">{framework.description}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </Section>
      )}

      <CtaPanel {...content.finalCta} />
    </>
  );
}
