import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from './cn';

export interface TabItem {
  /** Stable id (also used in the element ids: `${idPrefix}-tab-${id}` / `${idPrefix}-panel-${id}`). */
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  /** Prefix of the tab and panel element ids; must be unique on the page and identical on server and client. */
  idPrefix: string;
  /** Tab selected on the server render and first client render. Default: the first item. */
  defaultId?: string;
  onChange?: (id: string) => void;
  className?: string;
  tabListClassName?: string;
}

/**
 * WAI-ARIA tabs (automatic activation): role=tablist/tab/tabpanel, roving tabindex, ArrowLeft/ArrowRight
 * (wrapping), Home and End. Every panel is rendered (inactive ones `hidden`), so the server HTML holds all
 * content and the default tab is visible without JavaScript.
 */
export function Tabs({ items, label, idPrefix, defaultId, onChange, className, tabListClassName }: TabsProps) {
  const [selected, setSelected] = useState(defaultId ?? items[0]?.id ?? '');
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});

  const select = (id: string, focus: boolean) => {
    setSelected(id);
    onChange?.(id);
    if (focus) tabRefs.current[id]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    let next: number | undefined;
    if (event.key === 'ArrowRight') next = index === last ? 0 : index + 1;
    else if (event.key === 'ArrowLeft') next = index === 0 ? last : index - 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    const item = next === undefined ? undefined : items[next];
    if (!item) return;
    event.preventDefault();
    select(item.id, true);
  };

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className={cn('flex flex-wrap gap-1 rounded-xl border border-border bg-card p-1 sm:inline-flex', tabListClassName)}
      >
        {items.map((item, index) => {
          const active = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(element) => {
                tabRefs.current[item.id] = element;
              }}
              type="button"
              role="tab"
              id={`${idPrefix}-tab-${item.id}`}
              aria-selected={active}
              aria-controls={`${idPrefix}-panel-${item.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => select(item.id, false)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                'min-h-10 flex-1 rounded-lg px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors sm:flex-none',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                active
                  ? 'bg-cyber-cyan/15 text-cyber-cyan shadow-[inset_0_0_0_1px_rgb(0_212_255/0.45)]'
                  : 'text-muted-foreground hover:bg-muted hover:text-foreground',
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => {
        const active = item.id === selected;
        return (
          <div
            key={item.id}
            role="tabpanel"
            id={`${idPrefix}-panel-${item.id}`}
            aria-labelledby={`${idPrefix}-tab-${item.id}`}
            hidden={!active}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes a tab panel focusable.
            tabIndex={0}
            className="mt-8 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
          >
            {item.content}
          </div>
        );
      })}
    </div>
  );
}
