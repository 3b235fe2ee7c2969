import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { matchScore } from './match';
import { useRouter } from './router-context';

export interface RouteProps {
  /** Absolute path, '/prefix/*' or '*'. */
  path: string;
  element?: ReactNode;
}

/** Declares one route inside <Routes>; renders nothing itself. */
export function Route(_props: RouteProps): ReactElement | null {
  return null;
}

/** Renders the element of the route that matches the location best (an exact path beats a '*' route). */
export function Routes({ children }: { children?: ReactNode }) {
  const { location } = useRouter('<Routes>');
  let best: RouteProps | undefined;
  let bestScore = -1;
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps>(child) || child.type !== Route) return;
    const score = matchScore(child.props.path, location.pathname);
    if (score > bestScore) {
      best = child.props;
      bestScore = score;
    }
  });
  return <>{best?.element ?? null}</>;
}
