import { API_PATHS, FIELD_LIMITS } from '@site/contracts';
import fc from 'fast-check';

/**
 * fast-check generators of hostile requests to the three lead POSTs.
 *
 * `malformedRequest()`: requests that are wrong in at least one way the API must refuse (4xx): wrong types,
 * oversized strings and bodies, unicode and control characters or header-injection attempts in the e-mail
 * address, prototype-pollution keys, unknown keys, deep nesting, wrong content types, truncated or broken JSON,
 * invalid UTF-8, bad Idempotency-Keys and wrong methods. Every generator keeps the defect where trimming or
 * optional fields cannot undo it (e.g. a control character in the MIDDLE of the address).
 *
 * `hostileValidLead()`: leads the schemas accept (so 202) but whose free-text fields carry CR/LF, header lines,
 * commas, several addresses, unicode and control characters: the worker must still mail only SALES_EMAIL.
 */

export interface RawRequest {
  /** What kind of defect it carries (for failure messages and the coverage count). */
  category: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  /** Send these bytes over a raw socket instead (what fetch refuses to send); method/path/headers describe it. */
  raw?: string;
}

export const LEAD_PATHS = [API_PATHS.contactSubmissions, API_PATHS.demoRequests, API_PATHS.evidencePackRequests] as const;
type LeadPath = (typeof LEAD_PATHS)[number];

/** A valid body per endpoint. */
export const VALID_BODIES: Readonly<Record<LeadPath, Readonly<Record<string, unknown>>>> = {
  [API_PATHS.contactSubmissions]: {
    workEmail: 'jane.doe@acme-security.com',
    fullName: 'Jane Doe',
    company: 'Acme Security',
    role: 'ciso',
    deploymentInterest: 'on-premises',
    message: 'We need an air-gapped PoC.',
  },
  [API_PATHS.demoRequests]: {
    workEmail: 'jane.doe@acme-security.com',
    fullName: 'Jane Doe',
    company: 'Acme Security',
    role: 'cto',
    preferredTime: 'Tuesday morning',
  },
  [API_PATHS.evidencePackRequests]: { workEmail: 'jane.doe@acme-security.com', purpose: 'Audit' },
};

/** Required fields whose absence or wrong type the schema refuses, with their length limits. */
const REQUIRED_TEXT: Readonly<Record<LeadPath, ReadonlyArray<{ field: string; limit: number }>>> = {
  [API_PATHS.contactSubmissions]: [
    { field: 'workEmail', limit: FIELD_LIMITS.workEmail },
    { field: 'fullName', limit: FIELD_LIMITS.fullName },
    { field: 'company', limit: FIELD_LIMITS.company },
  ],
  [API_PATHS.demoRequests]: [
    { field: 'workEmail', limit: FIELD_LIMITS.workEmail },
    { field: 'fullName', limit: FIELD_LIMITS.fullName },
    { field: 'company', limit: FIELD_LIMITS.company },
  ],
  [API_PATHS.evidencePackRequests]: [{ field: 'workEmail', limit: FIELD_LIMITS.workEmail }],
};

/** Every field of each endpoint (all of them refuse non-string, non-null values). */
const FIELDS: Readonly<Record<LeadPath, readonly string[]>> = {
  [API_PATHS.contactSubmissions]: ['workEmail', 'fullName', 'company', 'role', 'deploymentInterest', 'message', 'inquiryType', 'website'],
  [API_PATHS.demoRequests]: ['workEmail', 'fullName', 'company', 'role', 'deploymentInterest', 'preferredTime', 'website'],
  [API_PATHS.evidencePackRequests]: ['workEmail', 'purpose', 'website'],
};

const JSON_TYPE = 'application/json';
/** Above the API's 32 KB body limit. */
const OVER_BODY_LIMIT = 32 * 1024 + 1;

const leadPath = fc.constantFrom(...LEAD_PATHS);

function json(category: string, path: string, body: string | Uint8Array, headers: Record<string, string> = {}): RawRequest {
  return { category, method: 'POST', path, headers: { 'content-type': JSON_TYPE, ...headers }, body };
}

function withField(path: LeadPath, field: string, value: unknown): Record<string, unknown> {
  return { ...VALID_BODIES[path], [field]: value };
}

/** Characters and sequences no e-mail address may contain, each a classic injection or confusion attempt. */
const HOSTILE_IN_ADDRESS = [
  '\r\nBcc: victim@evil.example\r\n',
  '\nCc: victim@evil.example\n',
  '\r\n\r\nInjected body',
  '\r',
  '\n',
  ', victim@evil.example, ',
  ',',
  ';victim@evil.example;',
  ' ',
  '\t',
  '"',
  '<victim@evil.example>',
  '>',
  '(comment)',
  '\\',
  '\u0000',
  '\u0007',
  '\u001b[31m',
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u00e9',
  '\u0430', // Cyrillic a (homograph)
  '\u200b', // zero-width space
  '\u2028', // line separator
  // No bidirectional control (U+202A–U+202E, U+2066–U+2069): the intake removes those instead of refusing the lead.
  '\ufeff',
  '\ud83d\ude00',
  '\ud800', // lone surrogate
  '%0d%0aBcc:victim@evil.example',
  '@',
  '..',
];

/** An address with a hostile insert in the middle of its local part or domain (never trimmed away). */
const hostileAddress = fc
  .tuple(fc.constantFrom(...HOSTILE_IN_ADDRESS), fc.string({ maxLength: 12 }), fc.boolean())
  .map(([insert, noise, inDomain]) => (inDomain ? `jane@acme${insert}${noise}x.example` : `ja${insert}${noise}ne@acme.example`));

const nonStringValue = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
);

/** 1. A field of the wrong type (number, boolean, array, object), or a required field that is null/missing. */
const wrongType = fc.oneof(
  fc
    .tuple(leadPath, nonStringValue)
    .chain(([path, value]) =>
      fc.constantFrom(...FIELDS[path]).map((field) => json('wrong type', path, JSON.stringify(withField(path, field, value)))),
    ),
  fc.tuple(leadPath, fc.boolean()).chain(([path, asNull]) =>
    fc.constantFrom(...REQUIRED_TEXT[path]).map(({ field }) => {
      const body: Record<string, unknown> = { ...VALID_BODIES[path] };
      if (asNull) body[field] = null;
      else delete body[field];
      return json('missing or null required field', path, JSON.stringify(body));
    }),
  ),
  fc
    .tuple(leadPath, fc.string({ minLength: 1, maxLength: 30 }))
    .map(([path, role]) =>
      json(
        'value outside the option list',
        path === API_PATHS.evidencePackRequests ? API_PATHS.demoRequests : path,
        JSON.stringify({ ...VALID_BODIES[API_PATHS.demoRequests], role: `x${role}` }),
      ),
    ),
);

/** 2. A required text field one character to ~30 KB over its limit (non-blank at both ends: trim cannot shorten it). */
const hugeString = fc
  .tuple(leadPath, fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: 30_000 }))
  .chain(([path, unit, extra]) =>
    fc.constantFrom(...REQUIRED_TEXT[path]).map(({ field, limit }) => {
      // zod counts code points: repeat by code points, so a unit of astral characters is not undercounted.
      const middle = unit.repeat(Math.ceil((limit + extra) / [...unit].length));
      const value = field === 'workEmail' ? `x${middle}x@acme.example` : `x${middle}x`;
      return json('oversized string', path, JSON.stringify(withField(path, field, value)));
    }),
  );

/** 3. Control characters, unicode and header injection (CR/LF, commas, several addresses) in the address. */
const hostileEmail = fc
  .tuple(leadPath, hostileAddress)
  .map(([path, address]) => json('hostile characters in workEmail', path, JSON.stringify(withField(path, 'workEmail', address))));

const POLLUTION_VALUE = '{"polluted":"yes","isAdmin":true,"toString":"x"}';

/** 4. Prototype-pollution keys (`__proto__`, `constructor.prototype`), at the top or nested, and unknown keys. */
const prototypePollution = fc.oneof(
  fc.tuple(leadPath, fc.constantFrom('start', 'end', 'nested')).map(([path, where]) => {
    const valid = JSON.stringify(VALID_BODIES[path]);
    const key = `"__proto__":${POLLUTION_VALUE}`;
    const body =
      where === 'start'
        ? `{${key},${valid.slice(1)}`
        : where === 'end'
          ? `${valid.slice(0, -1)},${key}}`
          : `${valid.slice(0, -1)},"website":{${key}}}`;
    return json('__proto__ key', path, body);
  }),
  fc.tuple(leadPath, fc.boolean()).map(([path, nested]) => {
    const valid = JSON.stringify(VALID_BODIES[path]);
    const key = `"constructor":{"prototype":${POLLUTION_VALUE}}`;
    return json('constructor.prototype key', path, nested ? `${valid.slice(0, -1)},"website":{${key}}}` : `${valid.slice(0, -1)},${key}}`);
  }),
  fc
    .tuple(
      leadPath,
      fc.constantFrom(
        '__proto__',
        'constructor',
        'prototype',
        'isAdmin',
        'hasOwnProperty',
        'toString',
        'valueOf',
        'privacyAccepted',
        'id',
        'flagged',
      ),
      nonStringValue,
    )
    .map(([path, key, value]) => {
      const valid = JSON.stringify(VALID_BODIES[path]);
      return json('unknown or dangerous key', path, `${valid.slice(0, -1)},${JSON.stringify(key)}:${JSON.stringify(value)}}`);
    }),
);

/** 5. Deeply nested objects and arrays, in a field or as the whole body. */
const nested = fc.oneof(
  fc.tuple(leadPath, fc.integer({ min: 2, max: 2_000 }), fc.boolean()).chain(([path, depth, arrays]) =>
    fc.constantFrom(...FIELDS[path]).map((field) => {
      const value = arrays ? `${'['.repeat(depth)}"x"${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}"x"${'}'.repeat(depth)}`;
      const valid = JSON.stringify(withField(path, field, 0));
      return json(
        'deeply nested value',
        path,
        valid.replace(`"${field}":0`, () => `"${field}":${value}`),
      );
    }),
  ),
  fc.tuple(leadPath, fc.jsonValue({ maxDepth: 6 })).map(([path, value]) => json('arbitrary JSON body', path, JSON.stringify(value) ?? 'null')),
  fc
    .tuple(
      leadPath,
      fc.constantFrom(
        'null',
        '[]',
        '0',
        '-1',
        'true',
        '"lead"',
        '{}',
        '[{}]',
        '1e999',
        `[${JSON.stringify(VALID_BODIES[API_PATHS.evidencePackRequests])}]`,
      ),
    )
    .map(([path, body]) => json('non-object JSON body', path, body)),
);

/** 6. The wrong content type for a valid JSON body (url-encoded forms are the no-JS form: 303, tested apart). */
const wrongContentType = fc
  .tuple(
    leadPath,
    fc.constantFrom(
      'text/plain',
      'text/plain; charset=utf-8',
      'text/html',
      'application/xml',
      'text/xml',
      'multipart/form-data; boundary=----x',
      'application/octet-stream',
      'application/javascript',
      'application/x-www-form-urlencodedx',
      'application/jsonx',
      'application/json-patch+json',
      'image/png',
      'json',
      '*/*',
      'application/json; charset="\u00e9"',
      'application/json; charset=utf-16',
    ),
  )
  .map(([path, type]) => ({
    category: 'wrong content type',
    method: 'POST',
    path,
    headers: { 'content-type': type },
    body: JSON.stringify(VALID_BODIES[path]),
  }));

/** 7. Truncated, broken or empty JSON, and invalid UTF-8 inside the address. */
const brokenJson = fc.oneof(
  fc.tuple(leadPath, fc.nat()).map(([path, cut]) => {
    const text = JSON.stringify(VALID_BODIES[path]);
    return json('truncated JSON', path, text.slice(0, cut % text.length));
  }),
  fc.tuple(leadPath, fc.string({ maxLength: 200 })).map(([path, garbage]) => json('garbage body', path, `{${garbage}`)),
  fc
    .tuple(
      leadPath,
      fc.constantFrom(
        "{'workEmail':'a@b.example'}",
        '{"workEmail":"a@b.example",}',
        '{"a":1}{"b":2}',
        '\ufeff{}',
        '{"workEmail":"a@b.example"',
        '{"workEmail":undefined}',
        '{"workEmail":NaN}',
        '{"a":"\\u00"}',
      ),
    )
    .map(([path, body]) => json('malformed JSON', path, body)),
  fc
    .tuple(leadPath, fc.constantFrom([0xff], [0xc3, 0x28], [0xed, 0xa0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80], [0xc0, 0xaf], [0x00]))
    .map(([path, bytes]) => {
      const [before, after] = ['{"workEmail":"ja', 'ne@acme.example"}'];
      const base =
        path === API_PATHS.evidencePackRequests
          ? ''
          : JSON.stringify(VALID_BODIES[path])
              .slice(1, -1)
              .replace(/"workEmail":"[^"]*",?/, '');
      const tail = base ? `,${base}}` : '}';
      const body = Buffer.concat([Buffer.from(before), Buffer.from(bytes), Buffer.from(after.slice(0, -1)), Buffer.from(tail)]);
      return json('invalid UTF-8 in workEmail', path, new Uint8Array(body));
    }),
);

/** 8. Bodies over the 32 KB limit: a huge field, or megabytes of garbage. */
const oversizedBody = fc.oneof(
  fc
    .tuple(leadPath, fc.integer({ min: OVER_BODY_LIMIT, max: 200_000 }))
    .map(([path, size]) => json('oversized body (huge field)', path, JSON.stringify(withField(path, 'website', 'x'.repeat(size))))),
  fc
    .tuple(leadPath, fc.integer({ min: OVER_BODY_LIMIT, max: 1_000_000 }))
    .map(([path, size]) => json('oversized body (garbage)', path, '['.repeat(size))),
);

/** 9. A valid body with an Idempotency-Key that is too long or holds non-printable / non-ASCII characters. */
const badIdempotencyKey = fc
  .tuple(
    leadPath,
    fc.oneof(
      fc.integer({ min: 201, max: 2_000 }).map((length) => 'k'.repeat(length)),
      fc
        .tuple(fc.constantFrom('\t', ' \t ', '\u0080', '\u00a0', '\u00e9', '\u00ff'), fc.string({ maxLength: 20 }))
        // Only what fetch can send (tab, printable ASCII, bytes 0x80-0xFF), the bad character in the middle; control
        // characters and CR/LF in header values are sent over a raw socket (rawHttp).
        .map(([bad, noise]) => `k${bad}${noise.replace(/[^\x20-\x7e]/g, '')}k`),
    ),
  )
  .map(([path, key]) => json('bad Idempotency-Key', path, JSON.stringify(VALID_BODIES[path]), { 'idempotency-key': key }));

/** 10b. A NUL character in any text field (PostgreSQL text cannot store it; the API refuses it). */
const nulCharacter = fc
  .tuple(leadPath, fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }))
  .chain(([path, before, after]) =>
    fc
      .constantFrom(...FIELDS[path].filter((field) => !['role', 'deploymentInterest', 'inquiryType'].includes(field)))
      .map((field) => json('NUL character in text', path, JSON.stringify(withField(path, field, `x${before}\u0000${after}x`)))),
  );

/** 10. Methods the lead endpoints do not have. */
const wrongMethod = fc.tuple(leadPath, fc.constantFrom('PUT', 'PATCH', 'DELETE')).map(([path, method]) => ({
  category: 'wrong method',
  method,
  path,
  headers: { 'content-type': JSON_TYPE },
  body: JSON.stringify(VALID_BODIES[path]),
}));

/** A raw HTTP/1.1 request with a valid body and `headerLines` (already CRLF-terminated where meant). */
function rawRequest(path: string, headerLines: string, body: string, contentLength = Buffer.byteLength(body)): string {
  return (
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\n` +
    `Content-Length: ${contentLength}\r\n${headerLines}\r\n${body}`
  );
}

/**
 * 11. Header injection and smuggling at the HTTP level, over a raw socket: control characters, bare CR/LF and
 * obs-folding in header values, invalid header names, conflicting Content-Length / Transfer-Encoding.
 */
const rawHttp = fc
  .tuple(
    leadPath,
    fc.constantFrom(
      'Idempotency-Key: a{noise}\u0001b\r\n',
      'Idempotency-Key: a{noise}\u007fb\r\n',
      'Idempotency-Key: a{noise}\u0000b\r\n',
      'Idempotency-Key: a{noise}\rX-Injected: 1\r\n',
      'X-Forwarded-For: 203.0.113.9\rX-Injected: {noise}1\r\n',
      'Bad Header{noise}: x\r\n',
      'X-Test{noise}\u0001: x\r\n',
      ': no-name{noise}\r\n',
      'Transfer-Encoding: chunked\r\n',
      'Transfer-Encoding: chunked, identity\r\n',
      'Content-Length: 5\r\n',
    ),
    fc.string({ maxLength: 10 }).map((noise) => noise.replace(/[^A-Za-z0-9]/g, '')),
  )
  .map(([path, header, noise]) => {
    const body = JSON.stringify(VALID_BODIES[path]);
    const line = header.replace('{noise}', () => noise);
    return {
      category: 'raw HTTP header injection or smuggling',
      method: 'POST',
      path,
      headers: { raw: line },
      raw: rawRequest(path, line, body),
    };
  });

/** 12. The Content-Length says less than the JSON sent: the API reads a truncated body (and no smuggled request). */
const shortContentLength = fc.tuple(leadPath, fc.integer({ min: 1, max: 40 })).map(([path, length]) => {
  const body = JSON.stringify(VALID_BODIES[path]);
  const smuggled = `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`;
  return {
    category: 'short Content-Length (smuggling attempt)',
    method: 'POST',
    path,
    headers: { 'content-length': String(length) },
    raw: rawRequest(path, '', body.slice(0, length) + smuggled, length),
  };
});

export const CATEGORIES = {
  wrongType,
  hugeString,
  hostileEmail,
  prototypePollution,
  nested,
  wrongContentType,
  brokenJson,
  oversizedBody,
  badIdempotencyKey,
  nulCharacter,
  wrongMethod,
  rawHttp,
  shortContentLength,
} as const;

/** Any malformed request (each category about equally often). */
export function malformedRequest(): fc.Arbitrary<RawRequest> {
  return fc.oneof(...Object.values(CATEGORIES));
}

/** A valid e-mail local part with hostile-looking but allowed characters (', +, -, _, .). */
const hostileLocalPart = fc
  .tuple(fc.constantFrom("o'brien", 'bcc+victim', 'to-evil', 'a_b', 'cc.sales', 'x'), fc.constantFrom('', '+bcc', "+'x", '-cc'))
  .map(([a, b]) => `${a}${b}`);

/** Free text with CR/LF header lines, commas, several addresses, unicode and control characters. */
const hostileText = fc
  .tuple(
    fc.constantFrom(
      'Jane\r\nBcc: victim@evil.example',
      'Acme\r\nTo: victim@evil.example\r\nCc: other@evil.example',
      'victim@evil.example, other@evil.example',
      'Jane <victim@evil.example>; other@evil.example',
      '=?utf-8?B?QmNjOiB2aWN0aW1AZXZpbC5leGFtcGxl?=',
      'Jane\nSubject: replaced\n\nbody',
      'J\u0001a\u0007n\u001be\u007f\u0085',
      '\u202eevil\u202c \ud83d\ude00 \u0430cme \u200b',
      'Robert"); DROP TABLE contact_submissions;--',
      '<script>alert(1)</script>',
      '%0d%0aBcc:%20victim@evil.example',
    ),
    fc.string({ unit: 'binary', maxLength: 20 }),
  )
  .map(([hostile, noise]) => `X ${hostile} ${noise.replace(/[\ud800-\udfff\u0000]/g, '')} X`.slice(0, 190));

export interface HostileLead {
  path: LeadPath;
  body: Record<string, unknown>;
  /** The honeypot is filled: stored flagged, never e-mailed. */
  honeypot: boolean;
}

/** A lead the schemas accept whose strings are hostile; sometimes with the honeypot filled. */
export function hostileValidLead(): fc.Arbitrary<HostileLead> {
  return fc
    .tuple(leadPath, hostileLocalPart, hostileText, hostileText, hostileText, fc.boolean(), fc.integer({ min: 0, max: 3 }))
    .map(([path, local, a, b, c, honeypotCoin, n]) => {
      const honeypot = honeypotCoin && n === 0;
      const workEmail = `${local}@acme-security.com`;
      const base =
        path === API_PATHS.evidencePackRequests
          ? { workEmail, purpose: a }
          : path === API_PATHS.demoRequests
            ? { workEmail, fullName: a, company: b, role: 'secops', preferredTime: c }
            : { workEmail, fullName: a, company: b, role: 'other', message: c, inquiryType: 'proposal' };
      return { path, body: honeypot ? { ...base, website: 'http://spam.example\r\nBcc: victim@evil.example' } : base, honeypot };
    });
}
