import { cn, useCountUp, type CountUpOptions } from '@site/ui';

export interface CountUpTextProps extends CountUpOptions {
  target: number;
  /** Turns the counted integer into the shown text. Default: the number itself. */
  format?: (value: number) => string;
  className?: string;
}

/** A number that counts up from 0 to `target` (2 s, cubic ease-out, every 16 ms), in tabular digits. */
export function CountUpText({ target, format = String, className, ...options }: CountUpTextProps) {
  const value = useCountUp(target, options);
  return <span className={cn('tabular-nums', className)}>{format(value)}</span>;
}
