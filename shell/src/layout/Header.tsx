import { useEffect, useMemo, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { buttonClasses, cn, Container } from '@site/ui';
import { DesktopMenu } from './DesktopMenu';
import { Logo } from './Logo';
import { MobileNav } from './MobileNav';
import { ABOUT_LINK, CONTACT_LINK, HOME_LINK, NAV_MENUS, PRICING_LINK, type NavItem, type NavMenu } from './navigation';

const topLinkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'relative inline-flex h-9 items-center rounded-md px-3 text-sm font-medium transition-colors',
    isActive
      ? 'text-foreground after:absolute after:inset-x-3 after:bottom-0 after:h-0.5 after:rounded-full after:bg-cyber-cyan'
      : 'text-muted-foreground hover:text-foreground',
  );

function TopLink({ item }: { item: NavItem }) {
  return (
    <NavLink to={item.to} end className={topLinkClasses}>
      {item.label}
    </NavLink>
  );
}

/** Sticky site header: logo, desktop dropdown navigation (lg and up), mobile drawer below lg. */
export function Header() {
  const [openMenu, setOpenMenu] = useState<NavMenu['id'] | null>(null);
  const location = useLocation();

  // Any navigation closes an open dropdown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger, not an input.
  useEffect(() => {
    setOpenMenu(null);
  }, [location.pathname, location.search, location.hash]);

  // One stable handler per menu; opening one menu closes the others.
  const openChangeHandlers = useMemo(
    () =>
      Object.fromEntries(
        NAV_MENUS.map((menu) => [menu.id, (open: boolean) => setOpenMenu((current) => (open ? menu.id : current === menu.id ? null : current))]),
      ) as Record<NavMenu['id'], (open: boolean) => void>,
    [],
  );

  return (
    <header className="sticky top-0 z-40 border-b border-border/80 bg-background/80 backdrop-blur-xl supports-[backdrop-filter]:bg-background/65">
      <Container className="flex h-16 items-center justify-between gap-4">
        <Logo />

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-0.5">
            <li>
              <TopLink item={HOME_LINK} />
            </li>
            {NAV_MENUS.map((menu) => (
              <li key={menu.id}>
                <DesktopMenu menu={menu} open={openMenu === menu.id} onOpenChange={openChangeHandlers[menu.id]} />
              </li>
            ))}
            <li>
              <TopLink item={PRICING_LINK} />
            </li>
            <li>
              <TopLink item={ABOUT_LINK} />
            </li>
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <NavLink to={CONTACT_LINK.to} className={buttonClasses({ variant: 'primary', size: 'sm' })}>
            {CONTACT_LINK.label}
          </NavLink>
          <MobileNav />
        </div>
      </Container>
    </header>
  );
}
