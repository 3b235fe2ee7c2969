import { cn } from './cn';

/** How a framed sample's title bar looks: a code sample's muted dots, or a terminal's window buttons. */
export type WindowLook = 'code' | 'terminal';

const LOOKS: Record<WindowLook, { bar: string; dots: readonly string[] }> = {
  code: { bar: 'bg-card', dots: ['size-2.5 bg-[#f87171]/80', 'size-2.5 bg-amber-300/80', 'size-2.5 bg-safety-green/80'] },
  terminal: { bar: 'bg-muted/60', dots: ['size-3 bg-[#ff5f57]', 'size-3 bg-[#febc2e]', 'size-3 bg-[#28c840]'] },
};

export interface WindowTitleBarProps {
  title: string;
  look: WindowLook;
  /** `figcaption` when the title names the figure the bar sits in. */
  as?: 'div' | 'figcaption';
}

/** The title bar of a sample framed as a window: three window dots (decoration only) and the title. */
export function WindowTitleBar({ title, look, as: Bar = 'div' }: WindowTitleBarProps) {
  const { bar, dots } = LOOKS[look];
  return (
    <Bar className={cn('flex items-center gap-2 border-b border-border px-4 py-2.5', bar)}>
      {dots.map((dot) => (
        <span key={dot} aria-hidden="true" className={cn('rounded-full', dot)} />
      ))}
      <span className="ml-2 min-w-0 truncate font-mono text-xs text-muted-foreground">{title}</span>
    </Bar>
  );
}
