export { CONTENT_SECURITY_POLICIES, CSP_HEADERS, type CspDirectives, cspHeaderValue, sitePagesCsp } from './content-security-policies.js';
export { HSTS_MAX_AGE_SECONDS, PERMISSIONS_POLICY, REFERRER_POLICY, SECURITY_HEADER_NAMES } from './header-values.js';
export { helmetOptions, type SecurityPolicy, securityHeaderValues, securityHeadersHook } from './security-headers.js';
export { PAGE_START_SCRIPT, PAGE_START_SCRIPT_SOURCE } from './page-start-script.js';
