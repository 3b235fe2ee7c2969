import { useMemo } from 'react';
import type { Location } from './location';
import { useRouter, type NavigateFunction, type NavigateOptions } from './router-context';

export function useLocation(): Location {
  return useRouter('useLocation()').location;
}

export function useNavigate(): NavigateFunction {
  return useRouter('useNavigate()').navigate;
}

/** The query of the current URL, and a setter that navigates to a new one. */
export function useSearchParams(): [URLSearchParams, (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => void] {
  const { location, navigate } = useRouter('useSearchParams()');
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => {
    const query = new URLSearchParams(next).toString();
    navigate(`${location.pathname}${query ? `?${query}` : ''}`, options);
  };
  return [params, setParams];
}
