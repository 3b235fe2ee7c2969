import { Tag } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { inquiryTypeLabel } from './contact.content';
import { useIsHydrated } from '@site/lead-forms';
import { useDeferredStylesheets } from '@site/ui';

/** "Inquiry: <label>" for a known `?type=` slug; nothing for a missing or unknown one. */
export function InquiryTypeNotice() {
  const [searchParams] = useSearchParams();
  const hydrated = useIsHydrated();
  const label = hydrated ? inquiryTypeLabel(searchParams.get('type')) : undefined;
  // Shown only in the browser (the prerendered page has no query): its rules may not be in the page's inline styles.
  useDeferredStylesheets(label !== undefined);
  if (!label) return null;
  return (
    <p
      role="status"
      className="inline-flex max-w-full items-center gap-2 rounded-lg border border-cyber-cyan/40 bg-cyber-cyan/10 px-4 py-2 text-sm text-foreground"
    >
      <Tag aria-hidden="true" className="size-4 shrink-0 text-cyber-cyan" />
      <span className="min-w-0 break-words">
        Inquiry: <span className="font-semibold text-cyber-cyan">{label}</span>
      </span>
    </p>
  );
}
