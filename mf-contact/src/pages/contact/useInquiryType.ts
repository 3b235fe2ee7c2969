import { useSearchParams } from 'react-router-dom';
import { readInquiryType } from '@site/contracts';
import { useIsHydrated } from '@site/lead-forms';

/**
 * The `?type=` of /contact when it is a well-formed slug (it travels with the lead as `inquiryType`).
 * Undefined while prerendering and hydrating: the prerendered page is the same for every type.
 */
export function useInquiryType(): string | undefined {
  const [searchParams] = useSearchParams();
  const hydrated = useIsHydrated();
  if (!hydrated) return undefined;
  return readInquiryType(searchParams.get('type') ?? '');
}
