import type { CSSProperties, ReactNode } from 'react';
import { CountUp, cn } from '@site/ui';
import { heroCounterDelayMs, type HeroCounterId } from './heroCounters';
import { integer, PIPELINE_FIGURES, TERMINAL, type TerminalProvider } from './home.content';

/** Gap between two lines appearing, as if the run printed them. */
const LINE_STEP_MS = 110;

/**
 * One printed line. Every line is there from the first paint; a highlight passes over them one after another, as
 * if the run printed them (a CSS animation that never hides a line; none with reduced motion). `prefix` is a
 * fixed-width first column; the rest wraps under itself on narrow screens instead of scrolling sideways.
 */
function Line({ index, prefix, children, className }: { index: number; prefix?: ReactNode; children?: ReactNode; className?: string }) {
  const style: CSSProperties = { '--line-delay': `${index * LINE_STEP_MS}ms` } as CSSProperties;
  return (
    <div
      style={style}
      className={cn(
        'relative flex gap-x-2',
        // The highlight is a layer of its own over the line (invisible at rest), faded out once in turn.
        'before:pointer-events-none before:absolute before:inset-0 before:rounded-sm before:bg-cyber-cyan/15 before:opacity-0',
        'before:animate-line-sweep before:[animation-delay:var(--line-delay)] motion-reduce:before:animate-none',
        className,
      )}
    >
      {prefix !== undefined && <span className="w-[9ch] shrink-0">{prefix}</span>}
      <span className="min-w-0 flex-1">{children}</span>
    </div>
  );
}

function Counter({ id, target, format }: { id: HeroCounterId; target: number; format: (value: number) => string }) {
  return <CountUp target={target} format={format} startDelayMs={heroCounterDelayMs(id)} className="text-foreground" />;
}

function ProviderStatus({ provider }: { provider: TerminalProvider }) {
  if (provider.disabledReason) {
    return <span className="text-amber-300">disabled: {provider.disabledReason}</span>;
  }
  if (provider.credits !== undefined) {
    const id = `credits:${provider.name}` as HeroCounterId;
    return (
      <span>
        credits <Counter id={id} target={provider.credits} format={integer} />
      </span>
    );
  }
  return <span className="text-safety-green">enabled</span>;
}

const STAGE_RESULTS: Record<(typeof TERMINAL.stages)[number], ReactNode> = {
  search: 'seeds expanded: domains, certificates, ASNs, repos',
  gather: 'assets resolved and attributed to owners',
  check: PIPELINE_FIGURES.map((figure) => (
    <span key={figure.id} className="mr-3 inline-block">
      {figure.label} <Counter id={figure.id as HeroCounterId} target={figure.target} format={figure.format} />
    </span>
  )),
  inspect: 'exposures validated, evidence signed to WORM',
};

/** The hero's terminal: one Surface Harvester run, printed line by line. */
export function TerminalMock({ className }: { className?: string }) {
  let line = 0;
  return (
    <figure
      aria-label={`Surface Harvester ${TERMINAL.version} pipeline run`}
      className={cn(
        'min-w-0 overflow-hidden rounded-xl border border-border bg-[#030712] text-left shadow-[0_0_0_1px_rgb(0_212_255/0.08),0_24px_64px_-24px_rgb(0_212_255/0.35)]',
        className,
      )}
    >
      <div className="flex items-center gap-2 border-b border-border bg-card px-4 py-2.5">
        <span aria-hidden="true" className="size-2.5 rounded-full bg-[#f87171]/80" />
        <span aria-hidden="true" className="size-2.5 rounded-full bg-amber-300/80" />
        <span aria-hidden="true" className="size-2.5 rounded-full bg-safety-green/80" />
        <span className="ml-2 min-w-0 truncate font-mono text-xs text-muted-foreground">{TERMINAL.title}</span>
      </div>
      <div className="space-y-1 p-4 font-mono text-[11px] leading-relaxed text-muted-foreground sm:p-5 sm:text-xs">
        <Line index={line++}>
          <span className="text-cyber-cyan">$ </span>
          <span className="break-all text-foreground">{TERMINAL.command}</span>
        </Line>
        <Line index={line++}>
          <span className="font-semibold text-foreground">Surface Harvester</span> <span className="text-cyber-cyan">v{TERMINAL.version}</span>
        </Line>
        <Line index={line++} prefix="pipeline">
          {TERMINAL.stages.map((stage, index) => (
            <span key={stage}>
              {index > 0 && <span aria-hidden="true"> → </span>}
              <span className="text-cyber-cyan">{stage}</span>
            </span>
          ))}
        </Line>
        <Line index={line++} prefix="providers" />
        {TERMINAL.providers.map((provider) => (
          <Line key={provider.name} index={line++} className="pl-[2ch]">
            <span className="flex flex-wrap gap-x-2">
              <span className={provider.disabledReason ? 'text-amber-300' : 'text-safety-green'} aria-hidden="true">
                {provider.disabledReason ? '✗' : '✓'}
              </span>
              <span className="w-[7ch] text-foreground">{provider.name}</span>
              <span className="w-[14ch]">{provider.kind}</span>
              <ProviderStatus provider={provider} />
            </span>
          </Line>
        ))}
        {TERMINAL.stages.map((stage) => (
          <Line key={stage} index={line++} prefix={<span className="text-cyber-cyan">[{stage}]</span>}>
            <span className="text-safety-green" aria-hidden="true">
              ✓{' '}
            </span>
            {STAGE_RESULTS[stage]}
          </Line>
        ))}
        <Line index={line++}>
          <span className="text-cyber-cyan">$ </span>
          <span aria-hidden="true" className="inline-block h-3.5 w-2 animate-blink bg-cyber-cyan align-middle" />
        </Line>
      </div>
    </figure>
  );
}
