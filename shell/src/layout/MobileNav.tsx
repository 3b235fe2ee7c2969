import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Menu } from 'lucide-react';
import { useLocation } from 'react-router-dom';

// The drawer (Radix Dialog and its focus trap and scroll lock) is not part of the first load: most visits never
// open it, and on desktop it is never shown. Its chunk is fetched when the visitor reaches for the button.
const loadDrawer = () => import('./MobileDrawer');
const MobileDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.MobileDrawer })));

/**
 * Below `lg`: the hamburger button, and the drawer once it has been asked for. Closes on any navigation
 * (location change) and when a link is tapped (also for the current page).
 */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  /** The drawer stays mounted after its first opening, so closing animates and returns focus. */
  const [mounted, setMounted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // Any navigation closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger, not an input.
  useEffect(() => {
    setOpen(false);
  }, [location.pathname, location.search, location.hash]);

  const preload = () => void loadDrawer();

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label="Open navigation menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={preload}
        onTouchStart={preload}
        onFocus={preload}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        className="inline-flex size-10 items-center justify-center rounded-md border border-border text-foreground transition-colors hover:border-cyber-cyan/50 hover:text-cyber-cyan lg:hidden"
      >
        <Menu aria-hidden="true" className="size-5" />
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <MobileDrawer open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      )}
    </>
  );
}
