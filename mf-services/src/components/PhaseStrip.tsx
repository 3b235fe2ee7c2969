import { Link } from 'react-router-dom';
import type { ProcessPhase } from '../pages/process/process.content';

/** Anchor id of a phase's detail card on /services/process (`phase-1` ... `phase-6`). */
export function phaseAnchor(index: number): string {
  return `phase-${index + 1}`;
}

const ITEM_CLASSES =
  'group flex h-full items-center gap-3 rounded-xl border border-border bg-card p-4 text-left transition-colors hover:border-cyber-cyan/50 lg:flex-col lg:items-start';

export interface PhaseStripProps {
  phases: readonly ProcessPhase[];
  /**
   * Where a phase links: on the process page its own card (`#phase-N`, a plain in-page anchor); elsewhere the
   * process page's card (`/services/process#phase-N`, a client-side link).
   */
  linkTo: 'anchor' | 'process-page';
  label?: string;
}

/** The six phases in a row (two columns on tablets, one on phones), each with its number and duration. */
export function PhaseStrip({ phases, linkTo, label = 'Process phases and durations' }: PhaseStripProps) {
  return (
    <ol className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-6" aria-label={label}>
      {phases.map((phase, index) => {
        const Icon = phase.icon;
        const body = (
          <>
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-cyber-cyan/10 text-cyber-cyan">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span className="min-w-0">
              <span className="block font-mono text-xs text-muted-foreground">{String(index + 1).padStart(2, '0')}</span>
              <span className="block font-semibold text-foreground group-hover:text-cyber-cyan">{phase.title}</span>
              <span className="mt-1 block text-sm text-safety-green">{phase.duration}</span>
            </span>
          </>
        );
        return (
          <li key={phase.title}>
            {linkTo === 'anchor' ? (
              <a href={`#${phaseAnchor(index)}`} className={ITEM_CLASSES}>
                {body}
              </a>
            ) : (
              <Link to={`/services/process#${phaseAnchor(index)}`} className={ITEM_CLASSES}>
                {body}
              </Link>
            )}
          </li>
        );
      })}
    </ol>
  );
}
