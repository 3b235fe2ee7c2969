import type { HTMLAttributes } from 'react';
import { cn } from './cn';

export interface CardProps extends HTMLAttributes<HTMLDivElement> {
  /** Adds a cyan border glow on hover (for clickable or highlighted cards). */
  interactive?: boolean;
  /** Highlights the card permanently (e.g. a recommended plan). */
  highlighted?: boolean;
}

export function Card({ className, interactive, highlighted, ...rest }: CardProps) {
  return (
    <div
      className={cn(
        'flex flex-col rounded-xl border bg-card text-card-foreground shadow-[0_1px_0_0_rgb(255_255_255/0.04)_inset,0_12px_32px_-16px_rgb(0_0_0/0.8)]',
        highlighted ? 'border-cyber-cyan/60 ring-1 ring-cyber-cyan/30' : 'border-border',
        interactive &&
          'transition-[border-color,transform,box-shadow] duration-200 hover:-translate-y-0.5 hover:border-cyber-cyan/50 hover:shadow-[0_0_0_1px_rgb(0_212_255/0.15),0_16px_40px_-16px_rgb(0_212_255/0.35)]',
        className,
      )}
      {...rest}
    />
  );
}

export function CardHeader({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('flex flex-col gap-1.5 p-6 pb-3', className)} {...rest} />;
}

export function CardTitle({ className, ...rest }: HTMLAttributes<HTMLHeadingElement>) {
  return <h3 className={cn('text-lg font-semibold leading-snug text-foreground', className)} {...rest} />;
}

export function CardDescription({ className, ...rest }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cn('text-sm text-muted-foreground', className)} {...rest} />;
}

export function CardContent({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('flex-1 p-6 pt-0 text-sm text-muted-foreground', className)} {...rest} />;
}
