import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { createPath, isExternal, resolveTo, type To } from './location';
import { useRouter } from './router-context';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** History state for the new entry (read with useLocation().state). */
  state?: unknown;
  /** Let the browser load the page (no client-side navigation). */
  reloadDocument?: boolean;
}

/** A click the router handles: a plain left click on a link that opens in this tab (no new tab, no download). */
function isRouterClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.currentTarget.hasAttribute('download')
  );
}

/** An <a href> that navigates client-side (same document, no reload) on a plain click. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, reloadDocument, onClick, target, ...rest },
  ref,
) {
  const { location, navigate } = useRouter('<Link>');
  const external = isExternal(to);
  const href = external ? to : createPath(resolveTo(to, location));
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (external || reloadDocument || !isRouterClick(event, target)) return;
        event.preventDefault();
        navigate(href, { replace, state });
      }}
    />
  );
});
