import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';

/** The site's tooltip timing: open after 700 ms of hover; the next one opens at once within 300 ms. */
export const TOOLTIP_SETTINGS = {
  /** Hover time before a tooltip opens, in ms. */
  delayDuration: 700,
  /** Window after a tooltip closes during which the next one opens without delay, in ms. */
  skipDelayDuration: 300,
} as const;

/**
 * Gives every Radix tooltip below it the site's timing. A bundle that shows tooltips wraps them in this: Radix
 * is not federation-shared, so a provider from another bundle (the shell) is invisible to a remote's tooltips.
 */
export function SiteTooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_SETTINGS.delayDuration} skipDelayDuration={TOOLTIP_SETTINGS.skipDelayDuration}>
      {children}
    </TooltipPrimitive.Provider>
  );
}
