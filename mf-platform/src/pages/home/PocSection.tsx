import { useState } from 'react';
import { ArrowRight } from 'lucide-react';
import { Badge, Button, CountUp, FadeIn, Section, cn, type RevealPhase, useReveal } from '@site/ui';
import { INITIAL_POC_PHASE, integer, POC_PHASES, POC_SECTION, type DashboardSnapshot } from './home.content';

const percent = (value: number) => `${value}%`;

/**
 * The mock dashboard of one PoC snapshot. Its counters count together, when the dashboard is scrolled into view
 * (`phase`). The section remounts it (a `key` per phase) when the visitor picks a milestone, with `entering`: the new
 * snapshot fades in and its counters run again from 0.
 */
function PocDashboard({ snapshot, phase, chosen }: { snapshot: DashboardSnapshot; phase: RevealPhase; chosen: boolean }) {
  const tiles = [
    { label: 'Assets discovered', target: snapshot.assetsDiscovered, format: integer },
    { label: 'Exposures validated', target: snapshot.exposuresValidated, format: String },
    { label: 'False positives', target: snapshot.falsePositives, format: String },
    { label: 'Remediation rate', target: snapshot.remediationRate, format: percent },
  ];
  return (
    <div className={cn(chosen && 'animate-fade-in motion-reduce:animate-none')}>
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-5 py-3">
        <p className="font-mono text-xs text-muted-foreground">
          poc-dashboard <span aria-hidden="true">/</span> <span className="text-foreground">Week {snapshot.week} snapshot</span>
        </p>
        <Badge variant="green">
          <span aria-hidden="true" className="size-1.5 rounded-full bg-safety-green" />
          Live PoC
        </Badge>
      </div>
      <dl className="grid grid-cols-2 gap-px bg-border">
        {tiles.map((tile) => (
          <div key={tile.label} className="bg-card px-5 py-6">
            <dt className="text-xs text-muted-foreground">{tile.label}</dt>
            <dd className="mt-2 font-mono text-3xl font-bold text-cyber-cyan sm:text-4xl">
              <CountUp target={tile.target} format={tile.format} phase={phase} />
            </dd>
          </div>
        ))}
      </dl>
      <div className="px-5 py-4">
        <div className="flex items-center justify-between text-xs text-muted-foreground">
          <span>PoC progress</span>
          <span className="font-mono">week {snapshot.week} of 12</span>
        </div>
        <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-muted">
          <div
            className="h-full rounded-full bg-gradient-to-r from-cyber-cyan to-safety-green transition-[width] duration-700"
            style={{ width: `${(snapshot.week / 12) * 100}%` }}
          />
        </div>
      </div>
    </div>
  );
}

/**
 * The 90-day proof of concept: three milestone cards (select one) and the dashboard of the selected phase. Fades
 * in once when scrolled into view, like the page's other sections.
 */
export function PocSection() {
  const [selected, setSelected] = useState(INITIAL_POC_PHASE);
  // Until a visitor picks a milestone, the dashboard's counters follow its own entrance (30% in view).
  const [chosen, setChosen] = useState(false);
  const { ref: dashboardRef, phase: dashboardPhase } = useReveal<HTMLDivElement>(0.3);
  const phase = POC_PHASES[selected] ?? POC_PHASES[INITIAL_POC_PHASE];

  return (
    <Section id="poc" eyebrow={POC_SECTION.eyebrow} title={POC_SECTION.title} description={POC_SECTION.description}>
      <FadeIn threshold={0.2} className="grid grid-cols-1 gap-8 lg:grid-cols-[1fr_1.1fr] lg:items-start">
        <ol aria-label="PoC milestones" className="space-y-4">
          {POC_PHASES.map((item, index) => {
            const active = index === selected;
            return (
              <li key={item.weeks}>
                <button
                  type="button"
                  aria-pressed={active}
                  onClick={() => {
                    setSelected(index);
                    setChosen(true);
                  }}
                  className={cn(
                    'w-full rounded-xl border p-5 text-left transition-[border-color,background-color,box-shadow] duration-200',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                    active
                      ? 'border-cyber-cyan/70 bg-cyber-cyan/5 shadow-[0_0_0_1px_rgb(0_212_255/0.25)]'
                      : 'border-border bg-card hover:border-cyber-cyan/40',
                  )}
                >
                  <span className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-mono text-xs font-semibold tracking-wider text-cyber-cyan uppercase">{item.weeks}</span>
                    <span className="font-mono text-xs text-muted-foreground">
                      Milestone <span className="font-semibold text-safety-green">{item.share}</span>
                    </span>
                  </span>
                  <span className="mt-2 block text-lg font-semibold text-foreground">{item.title}</span>
                  <span className="mt-1 block text-sm text-muted-foreground">{item.description}</span>
                </button>
              </li>
            );
          })}
        </ol>

        <div className="space-y-6">
          {/* biome-ignore lint/a11y/useSemanticElements: a named region inside the page's own <section>; markup kept as is. */}
          <div
            ref={dashboardRef}
            role="region"
            aria-label="PoC dashboard"
            className="overflow-hidden rounded-xl border border-border bg-card shadow-[0_24px_64px_-32px_rgb(0_212_255/0.35)]"
          >
            <PocDashboard key={selected} snapshot={phase.snapshot} phase={chosen ? 'entering' : dashboardPhase} chosen={chosen} />
          </div>
          <div className="flex justify-center lg:justify-start">
            <Button to="/contact" size="lg" className="w-full sm:w-auto">
              {POC_SECTION.cta}
              <ArrowRight aria-hidden="true" />
            </Button>
          </div>
        </div>
      </FadeIn>
    </Section>
  );
}
