import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Client-side navigations start at the top of the new page, or at its #anchor when the link has one. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is the trigger (scroll to top), not an input.
  useEffect(() => {
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
