import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { recordPageView } from '@site/web-api/visit-source';

/**
 * Records each page of the visit (landing page, utm_* parameters, external referrer, previous page) so the lead
 * forms can say where a lead came from. In an effect: nothing runs when prerendering.
 */
export function VisitRecorder() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    recordPageView({ pathname, search }, document.referrer, window.location.origin);
  }, [pathname, search]);
  return null;
}
