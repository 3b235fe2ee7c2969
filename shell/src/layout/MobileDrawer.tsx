import type { RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { ArrowRight, X } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { buttonClasses, cn } from '@site/ui';
import { Logo } from './Logo';
import { ABOUT_LINK, CONTACT_LINK, HOME_LINK, NAV_MENUS, PRICING_LINK, type NavItem } from './navigation';

function DrawerLink({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  return (
    <NavLink
      to={item.to}
      end
      onClick={onNavigate}
      className={({ isActive }) =>
        cn(
          'flex min-h-11 items-center rounded-lg px-3 text-[0.95rem] transition-colors',
          isActive ? 'bg-cyber-cyan/10 font-medium text-cyber-cyan' : 'text-foreground/90 hover:bg-muted hover:text-foreground',
        )
      }
    >
      {item.label}
    </NavLink>
  );
}

export interface MobileDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button (rendered by MobileNav, outside this lazily loaded chunk): focus returns there on close. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/**
 * The drawer below `lg` (Radix Dialog: focus trap, Escape, scroll lock), loaded only when the visitor reaches for
 * the menu button (see MobileNav). Compiler Backend is desktop-only (`desktopOnly`), so it is filtered out here.
 */
export function MobileDrawer({ open, onOpenChange, trigger }: MobileDrawerProps) {
  const close = () => onOpenChange(false);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm data-[state=open]:animate-fade-in lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          // Radix returns focus to its own Trigger; the button here is ours, so return it ourselves.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[88vw] max-w-sm flex-col border-l border-border bg-background shadow-[-24px_0_60px_-20px_rgb(0_0_0/0.9)] data-[state=open]:animate-slide-in-right lg:hidden"
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-border px-4">
            <Logo onNavigate={close} />
            <Dialog.Close
              aria-label="Close navigation menu"
              className="inline-flex size-10 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">Site navigation</Dialog.Title>

          <nav aria-label="Mobile" className="flex-1 overflow-y-auto overscroll-contain px-3 py-4">
            <DrawerLink item={HOME_LINK} onNavigate={close} />
            {NAV_MENUS.map((menu) => {
              const items = [...(menu.featured ? [menu.featured] : []), ...menu.items].filter((item) => !item.desktopOnly);
              return (
                <section key={menu.id} aria-labelledby={`drawer-${menu.id}`} className="mt-5">
                  <h2
                    id={`drawer-${menu.id}`}
                    className="mb-1 px-3 font-mono text-[11px] font-semibold tracking-[0.18em] text-muted-foreground uppercase"
                  >
                    {menu.label}
                  </h2>
                  <ul>
                    {items.map((item) => (
                      <li key={item.to}>
                        <DrawerLink item={item} onNavigate={close} />
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
            <div className="mt-5 border-t border-border pt-4">
              <DrawerLink item={PRICING_LINK} onNavigate={close} />
              <DrawerLink item={ABOUT_LINK} onNavigate={close} />
            </div>
          </nav>

          <div className="shrink-0 border-t border-border p-4">
            <NavLink to={CONTACT_LINK.to} onClick={close} className={buttonClasses({ variant: 'primary', size: 'lg', className: 'w-full' })}>
              {CONTACT_LINK.label}
              <ArrowRight aria-hidden="true" />
            </NavLink>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
