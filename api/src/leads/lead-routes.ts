import { API_PATHS } from '@site/contracts';

/** A contract path (`/api/demo-requests`) as a controller route under the global prefix `api`. */
function underApiPrefix(path: string): string {
  return path.replace(/^\/api\//, '');
}

export const LEAD_ROUTES = {
  contactSubmissions: underApiPrefix(API_PATHS.contactSubmissions),
  demoRequests: underApiPrefix(API_PATHS.demoRequests),
  evidencePackRequests: underApiPrefix(API_PATHS.evidencePackRequests),
} as const;
