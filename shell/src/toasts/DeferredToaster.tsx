import { lazy, Suspense, useState } from 'react';
import { useToast } from '@site/ui';

// Radix Toast is not part of the first load: the store (in @site/ui, on globalThis) is tiny and always there,
// the renderer is fetched when the first toast is raised. Nothing is lost meanwhile: the store keeps the toast.
const Toaster = lazy(() => import('./Toaster').then((module) => ({ default: module.Toaster })));

/**
 * The shell's one toaster, mounted with the first toast and kept from then on. Server renders and hydration
 * render nothing here (the server snapshot of the store is empty), so the prerendered HTML still matches.
 */
export function DeferredToaster() {
  const { toasts } = useToast();
  const needed = useStickyTrue(toasts.length > 0);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/** True once `value` has been true (so the toaster is not unmounted when the last toast goes). */
function useStickyTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(false);
  if (value && !seen) setSeen(true);
  return value || seen;
}
