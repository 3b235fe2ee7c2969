import { useCallback, useEffect, useId, useRef, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { ChevronDown, ArrowRight } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { cn } from '@site/ui';
import type { NavMenu } from './navigation';

export interface DesktopMenuProps {
  menu: NavMenu;
  open: boolean;
  /** Open (true) or close (false) this menu; the parent keeps at most one open. */
  onOpenChange: (open: boolean) => void;
}

/** Delay before a hover-opened menu closes once the pointer leaves, so diagonal moves do not close it. */
const HOVER_CLOSE_DELAY_MS = 150;

/**
 * A disclosure-style dropdown: a button (aria-expanded, aria-controls) and a panel of links.
 * Opens on click, Enter, Space, ArrowDown and mouse hover; Escape closes it and returns focus to the button;
 * it closes on an outside click, when focus leaves it and on navigation.
 * The panel's links are always in the HTML (hidden while closed), so the prerendered page lists them.
 */
export function DesktopMenu({ menu, open, onOpenChange }: DesktopMenuProps) {
  const panelId = `${useId()}-${menu.id}-menu`;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** True when the current open state came from hovering, so the click that follows keeps it open. */
  const openedByHover = useRef(false);
  const { pathname } = useLocation();
  const current = pathname.startsWith(menu.prefix);

  const cancelClose = () => {
    if (closeTimer.current !== undefined) clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: cancel the pending close on unmount only; cancelClose reads a ref.
  useEffect(() => cancelClose, []);

  const focusItem = useCallback((index: 'first' | 'last' | number) => {
    const links = Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('[data-menu-item]') ?? []);
    if (links.length === 0) return;
    const i = index === 'first' ? 0 : index === 'last' ? links.length - 1 : (index + links.length) % links.length;
    links[i]?.focus();
  }, []);

  // Outside click closes.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, onOpenChange]);

  const onButtonClick = () => {
    if (open && openedByHover.current) {
      openedByHover.current = false; // hover opened it; the click confirms it
      return;
    }
    openedByHover.current = false;
    onOpenChange(!open);
  };

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    if (!open) {
      openedByHover.current = true;
      onOpenChange(true);
    }
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    // Keep a menu open if keyboard focus is inside it.
    if (rootRef.current?.contains(document.activeElement) && !openedByHover.current) return;
    cancelClose();
    closeTimer.current = setTimeout(() => onOpenChange(false), HOVER_CLOSE_DELAY_MS);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      onOpenChange(false);
      buttonRef.current?.focus();
      return;
    }
    const items = Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('[data-menu-item]') ?? []);
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) {
        openedByHover.current = false;
        onOpenChange(true);
        // The panel becomes visible on the next render.
        requestAnimationFrame(() => focusItem('first'));
      } else {
        focusItem(index === -1 ? 'first' : index + 1);
      }
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault();
      focusItem(index === -1 ? 'last' : index - 1);
    } else if ((event.key === 'Home' || event.key === 'End') && open && index !== -1) {
      event.preventDefault();
      focusItem(event.key === 'Home' ? 'first' : 'last');
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !rootRef.current?.contains(next)) onOpenChange(false);
  };

  const close = () => onOpenChange(false);
  const wide = menu.items.length > 4;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and keyboard handling of the menu button and its list; the button is the control.
    <div ref={rootRef} className="relative" onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onButtonClick}
        className={cn(
          'relative inline-flex h-9 items-center gap-1 rounded-md px-3 text-sm font-medium transition-colors',
          open || current ? 'text-foreground' : 'text-muted-foreground hover:text-foreground',
          current && 'after:absolute after:inset-x-3 after:bottom-0 after:h-0.5 after:rounded-full after:bg-cyber-cyan',
        )}
      >
        {menu.label}
        <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform duration-200', open && 'rotate-180 text-cyber-cyan')} />
      </button>

      <div id={panelId} hidden={!open} className={cn('absolute top-full left-1/2 z-50 -translate-x-1/2 pt-3', wide ? 'w-[36rem]' : 'w-[22rem]')}>
        <div className="animate-menu-in overflow-hidden rounded-xl border border-border bg-card shadow-[0_24px_60px_-20px_rgb(0_0_0/0.9),0_0_0_1px_rgb(0_212_255/0.06)] backdrop-blur-xl">
          {menu.featured && (
            <Link
              to={menu.featured.to}
              data-menu-item=""
              onClick={close}
              aria-current={pathname === menu.featured.to ? 'page' : undefined}
              className="group m-2 block rounded-lg border border-cyber-cyan/25 bg-gradient-to-br from-cyber-cyan/12 via-cyber-cyan/5 to-safety-green/5 p-4 transition-colors hover:border-cyber-cyan/50 focus-visible:border-cyber-cyan/50"
            >
              <span className="flex items-center justify-between text-sm font-semibold text-foreground">
                <span className="inline-flex items-center gap-2">
                  {menu.featured.label}
                  <span className="rounded-full border border-safety-green/40 bg-safety-green/10 px-2 py-0.5 text-[10px] font-semibold tracking-wider text-safety-green uppercase">
                    Platform
                  </span>
                </span>
                <ArrowRight aria-hidden="true" className="size-4 text-cyber-cyan transition-transform group-hover:translate-x-0.5" />
              </span>
              {menu.featured.description && (
                <span className="mt-1.5 block text-xs leading-relaxed text-muted-foreground">{menu.featured.description}</span>
              )}
            </Link>
          )}
          <ul className={cn('grid gap-0.5 p-2', menu.featured && 'pt-0', wide && 'grid-cols-2')}>
            {menu.items.map((item) => {
              const active = pathname === item.to;
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    data-menu-item=""
                    onClick={close}
                    aria-current={active ? 'page' : undefined}
                    className={cn('block rounded-lg px-3 py-2.5 transition-colors hover:bg-muted focus-visible:bg-muted', active && 'bg-muted')}
                  >
                    <span className={cn('block text-sm font-medium', active ? 'text-cyber-cyan' : 'text-foreground')}>{item.label}</span>
                    {item.description && <span className="mt-0.5 block text-xs text-muted-foreground">{item.description}</span>}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </div>
  );
}
