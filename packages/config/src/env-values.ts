import { isIP } from 'node:net';

/**
 * Parsers of single environment values. Each returns the parsed value or throws an Error whose message says
 * what the value must be (the variable's name and the offending value are added by `env-field.ts`).
 */

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** An IPv4 or IPv6 address (no name, no port). */
export function ipAddress(value: string): string {
  if (isIP(value) === 0) throw new Error('must be an IPv4 or IPv6 address such as 127.0.0.2');
  return value;
}

export function tcpPort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error('must be a TCP port number (0-65535)');
  return port;
}

export function integer(min: number, max = Number.MAX_SAFE_INTEGER): (value: string) => number {
  return (value) => {
    const number = Number(value);
    if (!Number.isInteger(number) || number < min || number > max) {
      throw new Error(max === Number.MAX_SAFE_INTEGER ? `must be an integer >= ${min}` : `must be an integer from ${min} to ${max}`);
    }
    return number;
  };
}

export function positiveNumber(value: string): number {
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error('must be a positive number');
  return number;
}

export function url(protocols: readonly string[]): (value: string) => string {
  return (value) => {
    let parsed: URL;
    try {
      parsed = new URL(value);
    } catch {
      throw new Error(`must be a URL (${protocols.join(' or ')})`);
    }
    if (!protocols.includes(parsed.protocol)) throw new Error(`must be a URL with scheme ${protocols.join(' or ')}`);
    return value;
  };
}

export function logLevel(value: string): LogLevel {
  const level = value.toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(level)) throw new Error(`must be one of ${LOG_LEVELS.join(', ')}`);
  return level as LogLevel;
}

const DURATION_UNITS_MS: Readonly<Record<string, number>> = {
  ms: 1,
  s: 1000,
  sec: 1000,
  second: 1000,
  seconds: 1000,
  m: 60_000,
  min: 60_000,
  minute: 60_000,
  minutes: 60_000,
  h: 3_600_000,
  hour: 3_600_000,
  hours: 3_600_000,
};

/** A duration such as `60000` (milliseconds), `30s`, `1 minute` or `2 hours`, in milliseconds. */
export function duration(value: string): number {
  const match = /^\s*(\d+)\s*([a-z]*)\s*$/i.exec(value);
  const unit = match ? (match[2] ?? '').toLowerCase() || 'ms' : '';
  const factor = DURATION_UNITS_MS[unit];
  if (!match || factor === undefined || Number(match[1]) === 0) {
    throw new Error('must be a duration such as "1 minute", "30s" or "60000"');
  }
  return Number(match[1]) * factor;
}

/**
 * 1-100 letters, digits and `_ . { } -`. No `:`: BullMQ joins prefix and queue name with `:`, so a prefix
 * `a` would own the keys of a prefix `a:b` (a cleanup of `a:*` would delete the other's queue).
 */
export function queuePrefix(value: string): string {
  if (!/^[A-Za-z0-9_.{}-]{1,100}$/.test(value)) throw new Error('must be 1-100 characters of letters, digits, _ . { } - (no ":")');
  return value;
}

/** `https://example.com, http://localhost:8080` -> the origins; anything but scheme://host[:port] is refused. */
export function origins(value: string): string[] {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) throw new Error('must list at least one origin');
  return entries.map((entry) => {
    let parsed: URL | undefined;
    try {
      parsed = new URL(entry);
    } catch {
      parsed = undefined;
    }
    if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.origin !== entry.replace(/\/$/, '')) {
      throw new Error(`"${entry}" is not an origin such as https://example.com`);
    }
    return parsed.origin;
  });
}

/**
 * `https://preview.example, http://127.0.0.1:3302/qa/` -> URLs that each allow one origin (bare origin) or one
 * URL prefix (with a path); an entry with credentials, a query or a fragment is refused.
 */
export function urlPrefixes(value: string): URL[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      let parsed: URL | undefined;
      try {
        parsed = new URL(entry);
      } catch {
        parsed = undefined;
      }
      if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.search || parsed.hash || parsed.username || parsed.password) {
        throw new Error(`"${entry}" is not an origin or URL prefix such as https://preview.example/qa/`);
      }
      return parsed;
    });
}

/** A bare address (no display name, no list): the sales inboxes are the only recipients the worker writes to. */
export function bareAddress(value: string): string {
  if (!/^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/.test(value)) throw new Error('must be one bare email address');
  return value;
}

/** An IANA time zone, in its canonical spelling. */
export function timeZone(value: string): string {
  try {
    // Throws a RangeError for a zone the runtime does not know.
    return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    throw new Error('must be an IANA time zone such as Europe/Berlin');
  }
}

/** A feature switch: `on`/`off` (also true/false, 1/0). */
export function onOff(value: string): boolean {
  const lower = value.toLowerCase();
  if (lower === 'on' || lower === 'true' || lower === '1') return true;
  if (lower === 'off' || lower === 'false' || lower === '0') return false;
  throw new Error('must be on or off');
}

/** A comma-separated list of http(s) URLs (blank entries ignored, duplicates removed). */
export function urlList(value: string): string[] {
  const check = url(['http:', 'https:']);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    try {
      check(entry);
    } catch {
      // Never echo the URL itself: a Slack webhook URL is a secret.
      throw new Error('must be a comma-separated list of http(s) URLs');
    }
  }
  return [...new Set(entries)];
}

export function flag(value: string): boolean {
  const lower = value.toLowerCase();
  if (lower === 'true' || lower === '1') return true;
  if (lower === 'false' || lower === '0') return false;
  throw new Error('must be true or false');
}

/** A shared secret: long enough that guessing it is out of reach. */
export function secret(minLength: number): (value: string) => string {
  return (value) => {
    if (value.length < minLength) throw new Error(`must be at least ${minLength} characters`);
    return value;
  };
}

export function text(value: string): string {
  return value;
}
