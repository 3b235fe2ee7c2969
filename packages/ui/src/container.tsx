import type { HTMLAttributes } from 'react';
import { cn } from './cn';

export type ContainerProps = HTMLAttributes<HTMLDivElement>;

/** Centred page-width wrapper (max-w-7xl) with responsive horizontal padding. */
export function Container({ className, ...rest }: ContainerProps) {
  return <div className={cn('mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8', className)} {...rest} />;
}
