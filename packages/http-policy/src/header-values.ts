// The values of the security headers every answer of the site carries (pages, files, the API's JSON), whoever
// sends it.

/** Browser features the site never uses; denied to the page and to any frame (helmet does not send this header). */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** Two years, subdomains included (https only: browsers ignore HSTS received over plain http). */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

/** Names of the headers the policy sets (lower case), e.g. to check an answer or strip an upstream's. */
export const SECURITY_HEADER_NAMES = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
] as const;
