import { forwardRef, type CSSProperties, type ReactNode } from 'react';
import { resolveTo } from './location';
import { Link, type LinkProps } from './link';
import { isActivePath } from './match';
import { useRouter } from './router-context';

export interface NavLinkRenderProps {
  isActive: boolean;
  isPending: boolean;
  isTransitioning: boolean;
}

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'style' | 'children'> {
  /** Active only on its own path, not on the paths below it. */
  end?: boolean;
  className?: string | ((props: NavLinkRenderProps) => string | undefined);
  style?: CSSProperties | ((props: NavLinkRenderProps) => CSSProperties | undefined);
  children?: ReactNode | ((props: NavLinkRenderProps) => ReactNode);
}

/**
 * A Link that knows whether it points at the current page: `aria-current="page"` and, as in React Router, the
 * class `active` added to a string className (a function className gets `isActive` instead).
 */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { end, className, style, children, ...rest },
  ref,
) {
  const { location } = useRouter('<NavLink>');
  const isActive = isActivePath(resolveTo(rest.to, location).pathname, location.pathname, end);
  const renderProps: NavLinkRenderProps = { isActive, isPending: false, isTransitioning: false };
  const classes =
    typeof className === 'function' ? className(renderProps) : [className, isActive ? 'active' : null].filter(Boolean).join(' ');
  return (
    <Link
      {...rest}
      ref={ref}
      aria-current={isActive ? 'page' : undefined}
      className={classes || undefined}
      style={typeof style === 'function' ? style(renderProps) : style}
    >
      {typeof children === 'function' ? children(renderProps) : children}
    </Link>
  );
});
