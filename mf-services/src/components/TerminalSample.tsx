import { cn, WindowTitleBar } from '@site/ui';
import type { TerminalLine } from './types';

const LINE_CLASSES: Record<TerminalLine['kind'], string> = {
  prompt: 'text-foreground',
  output: 'text-muted-foreground',
  comment: 'text-slate-400 italic',
  success: 'text-safety-green',
  accent: 'text-cyber-cyan',
};

export interface TerminalSampleProps {
  /** Window title, e.g. 'bench — ingest-pipeline'. Also the figure's accessible name. */
  title: string;
  lines: readonly TerminalLine[];
  /** Caption under the window (what the sample shows, that it is illustrative). */
  caption?: string;
  className?: string;
}

/**
 * A static terminal window. Lines never wrap, so the output's columns stay aligned; on a narrow screen the window
 * scrolls sideways inside its frame (and takes the keyboard focus for it), never the page. The content is
 * deterministic so the prerendered HTML and the first client render match.
 */
export function TerminalSample({ title, lines, caption, className }: TerminalSampleProps) {
  return (
    <figure className={cn('min-w-0', className)} aria-label={title}>
      <div className="overflow-hidden rounded-xl border border-border bg-[#03070f] shadow-[0_24px_60px_-24px_rgb(0_212_255/0.35)]">
        <WindowTitleBar title={title} look="terminal" />
        <pre
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard to be scrolled.
          tabIndex={0}
          className="overflow-x-auto p-4 font-mono text-xs leading-relaxed whitespace-pre focus-visible:outline-offset-[-2px] sm:p-5 sm:text-sm"
        >
          {lines.map((line, index) => (
            <span key={index} className={cn('block', LINE_CLASSES[line.kind])}>
              {line.kind === 'prompt' && (
                <span aria-hidden="true" className="text-safety-green select-none">
                  ${' '}
                </span>
              )}
              {line.text}
            </span>
          ))}
        </pre>
      </div>
      {caption && <figcaption className="mt-3 text-xs text-muted-foreground">{caption}</figcaption>}
    </figure>
  );
}
