import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { isValidElement } from 'react';
import { renderToString } from 'react-dom/server';
import { SiteTooltipProvider, TOOLTIP_SETTINGS } from './tooltip-provider';

describe('SiteTooltipProvider', () => {
  it('uses the site tooltip timing: 700 ms before opening, 300 ms skip window', () => {
    expect(TOOLTIP_SETTINGS).toEqual({ delayDuration: 700, skipDelayDuration: 300 });
  });

  it("passes that timing to Radix's Tooltip.Provider", () => {
    const element = SiteTooltipProvider({ children: 'content' });
    expect(isValidElement(element)).toBe(true);
    expect(element.type).toBe(TooltipPrimitive.Provider);
    expect(element.props).toMatchObject({ delayDuration: 700, skipDelayDuration: 300, children: 'content' });
  });

  it('server-renders its children and a tooltip trigger', () => {
    const html = renderToString(
      <SiteTooltipProvider>
        <TooltipPrimitive.Root>
          <TooltipPrimitive.Trigger>Info</TooltipPrimitive.Trigger>
          <TooltipPrimitive.Portal>
            <TooltipPrimitive.Content>Details</TooltipPrimitive.Content>
          </TooltipPrimitive.Portal>
        </TooltipPrimitive.Root>
      </SiteTooltipProvider>,
    );
    expect(html).toContain('Info');
    expect(html).not.toContain('Details');
  });
});
