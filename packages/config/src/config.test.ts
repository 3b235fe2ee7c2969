import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { apiConfig } from './api-config.js';
import { ConfigError } from './config-error.js';
import { ENV_DEFAULTS } from './defaults.js';
import { ENV_DOC_PATH, renderEnvironmentDoc } from './env-doc.js';
import { ENV_FIELDS } from './env-schema.js';
import { gatewayConfig, gatewayImageConfig, staticServerConfig } from './gateway-config.js';
import { localGatewaySourceAddress, localStackConfig } from './local-stack-config.js';
import { DEVELOPMENT_STAFF_SESSION_SECRET } from './staff-session-secret.js';
import { workerConfig } from './worker-config.js';

function issuesOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).issues.map((issue) => `${issue.variable}: ${issue.message}`);
  }
  throw new Error('expected a ConfigError');
}

describe('the environment schema', () => {
  it('has a field for every default', () => {
    for (const name of Object.keys(ENV_DEFAULTS)) expect(ENV_FIELDS).toHaveProperty(name);
  });

  it('lists every bad variable at once, one line each', () => {
    const issues = issuesOf(() => apiConfig({ API_PORT: '70000', RATE_LIMIT_MAX: '0', REDIS_URL: 'http://u:hunter2@cache', SITE_ORIGINS: '*' }));
    expect(issues).toEqual([
      'API_PORT: must be a TCP port number (0-65535), got "70000"',
      'REDIS_URL: must be a URL with scheme redis: or rediss:, got "http://u:***@cache/"',
      'RATE_LIMIT_MAX: must be an integer >= 1, got "0"',
      'SITE_ORIGINS: "*" is not an origin such as https://example.com, got "*"',
    ]);
  });

  it('applies one QUEUE_PREFIX rule in the api and the worker', () => {
    for (const parse of [apiConfig, workerConfig]) {
      expect(issuesOf(() => parse({ QUEUE_PREFIX: 'a:b' }))).toEqual([
        'QUEUE_PREFIX: must be 1-100 characters of letters, digits, _ . { } - (no ":"), got "a:b"',
      ]);
      expect(parse({ QUEUE_PREFIX: ' test-1 ' }).queuePrefix).toBe('test-1');
    }
  });

  it('gives the api and the worker the same defaults', () => {
    const api = apiConfig({});
    const worker = workerConfig({});
    expect([api.databaseUrl, api.redisUrl, api.queuePrefix, api.logLevel]).toEqual([
      worker.databaseUrl,
      worker.redisUrl,
      worker.queuePrefix,
      worker.logLevel,
    ]);
    expect(api.databaseUrl).toBe(ENV_DEFAULTS.DATABASE_URL);
  });
});

describe('CLAIM_TOKEN_SECRET', () => {
  const secret = 'a-claim-secret-of-at-least-32-characters';

  it('falls back to the development key only on a loopback api and for a loopback site', () => {
    expect(apiConfig({}).claimTokenSecret).toMatch(/^development-only/);
    expect(workerConfig({}).claimTokenSecret).toMatch(/^development-only/);
    expect(issuesOf(() => apiConfig({ API_HOST: '0.0.0.0', STAFF_SESSION_SECRET: 'a-staff-session-secret-of-32-characters' }))).toEqual([
      expect.stringMatching(/^CLAIM_TOKEN_SECRET: must be set .*the API binds 0\.0\.0\.0/),
    ]);
    expect(issuesOf(() => workerConfig({ SITE_URL: 'https://www.example.test' }))).toEqual([
      expect.stringMatching(/^CLAIM_TOKEN_SECRET: must be set .*www\.example\.test/),
    ]);
    expect(apiConfig({ API_HOST: '0.0.0.0', CLAIM_TOKEN_SECRET: secret, STAFF_SESSION_SECRET: secret }).claimTokenSecret).toBe(secret);
  });

  it('is required with NODE_ENV=production, and never echoed', () => {
    expect(issuesOf(() => apiConfig({ NODE_ENV: 'production', STAFF_SESSION_SECRET: 'a-staff-session-secret-of-32-characters' }))).toEqual([
      expect.stringMatching(/CLAIM_TOKEN_SECRET: must be set with NODE_ENV=production/),
    ]);
    const issues = issuesOf(() => workerConfig({ CLAIM_TOKEN_SECRET: 'short-secret' }));
    expect(issues).toEqual(['CLAIM_TOKEN_SECRET: must be at least 32 characters']);
  });
});

describe('STAFF_SESSION_SECRET and STAFF_SESSION_TTL', () => {
  const secret = 'a-staff-session-secret-of-32-characters';
  const claim = { CLAIM_TOKEN_SECRET: 'a-claim-secret-of-at-least-32-characters' };

  it('falls back to the development key only on a loopback api outside production', () => {
    expect(apiConfig({}).staffSessionSecret).toBe(DEVELOPMENT_STAFF_SESSION_SECRET);
    expect(issuesOf(() => apiConfig({ ...claim, API_HOST: '0.0.0.0' }))).toEqual([
      expect.stringMatching(/^STAFF_SESSION_SECRET: must be set .*the API binds 0\.0\.0\.0/),
    ]);
    expect(issuesOf(() => apiConfig({ ...claim, NODE_ENV: 'production' }))).toEqual([
      expect.stringMatching(/^STAFF_SESSION_SECRET: must be set with NODE_ENV=production/),
    ]);
    expect(issuesOf(() => apiConfig({ ...claim, API_HOST: '0.0.0.0', STAFF_SESSION_SECRET: DEVELOPMENT_STAFF_SESSION_SECRET }))).toEqual([
      expect.stringMatching(/^STAFF_SESSION_SECRET: is the public development key/),
    ]);
    expect(issuesOf(() => apiConfig({ STAFF_SESSION_SECRET: 'short' }))).toEqual(['STAFF_SESSION_SECRET: must be at least 32 characters']);
    expect(apiConfig({ ...claim, NODE_ENV: 'production', STAFF_SESSION_SECRET: secret }).staffSessionSecret).toBe(secret);
  });

  it('lasts 8 hours unless STAFF_SESSION_TTL says otherwise', () => {
    expect(apiConfig({}).staffSessionTtlMs).toBe(8 * 3_600_000);
    expect(apiConfig({ STAFF_SESSION_TTL: '2s' }).staffSessionTtlMs).toBe(2000);
    expect(issuesOf(() => apiConfig({ STAFF_SESSION_TTL: 'soon' }))).toEqual([expect.stringMatching(/^STAFF_SESSION_TTL: must be a duration/)]);
  });
});

describe('operational endpoints', () => {
  it('serves the docs by default only on a loopback api, or where API_DOCS says', () => {
    const secret = {
      CLAIM_TOKEN_SECRET: 'a-claim-secret-of-at-least-32-characters',
      STAFF_SESSION_SECRET: 'a-staff-session-secret-of-32-characters',
    };
    expect(apiConfig({}).docsEnabled).toBe(true);
    expect(apiConfig({ ...secret, API_HOST: '0.0.0.0' }).docsEnabled).toBe(false);
    expect(apiConfig({ ...secret, API_HOST: '0.0.0.0', API_DOCS: 'true' }).docsEnabled).toBe(true);
    expect(apiConfig({ API_DOCS: 'false' }).docsEnabled).toBe(false);
  });

  it('wants a long metrics token', () => {
    expect(issuesOf(() => apiConfig({ METRICS_TOKEN: 'short' }))).toEqual(['METRICS_TOKEN: must be at least 32 characters']);
  });
});

describe('lead acknowledgement and webhooks', () => {
  it('acknowledges by default, per hour at most 3 per client, 5 per domain and 100 in all, and can be switched off', () => {
    expect(workerConfig({})).toMatchObject({
      acknowledgementEnabled: true,
      acknowledgementMaxPerClient: 3,
      acknowledgementMaxPerDomain: 5,
      acknowledgementMaxGlobal: 100,
      webhookUrls: [],
    });
    const caps = { LEAD_ACKNOWLEDGEMENT_MAX_PER_CLIENT: '1', LEAD_ACKNOWLEDGEMENT_MAX_PER_DOMAIN: '2', LEAD_ACKNOWLEDGEMENT_MAX_GLOBAL: '50' };
    expect(workerConfig(caps)).toMatchObject({ acknowledgementMaxPerClient: 1, acknowledgementMaxPerDomain: 2, acknowledgementMaxGlobal: 50 });
    expect(issuesOf(() => workerConfig({ LEAD_ACKNOWLEDGEMENT_MAX_PER_CLIENT: '0' }))[0]).toMatch(/^LEAD_ACKNOWLEDGEMENT_MAX_PER_CLIENT: /);
    expect(workerConfig({ LEAD_ACKNOWLEDGEMENT: 'off' }).acknowledgementEnabled).toBe(false);
    expect(issuesOf(() => workerConfig({ LEAD_ACKNOWLEDGEMENT: 'maybe' }))).toEqual(['LEAD_ACKNOWLEDGEMENT: must be on or off, got "maybe"']);
  });

  it('reads webhook URLs as a list, wants a signing key with them and never echoes either', () => {
    const key = 'a-webhook-secret-of-at-least-32-characters';
    const hook = 'https://hooks.slack.com/services/T000/B000/XXXX';
    expect(workerConfig({ LEAD_WEBHOOK_URLS: ` ${hook}, http://crm.example.test/intake ,`, LEAD_WEBHOOK_SECRET: key }).webhookUrls).toEqual([
      hook,
      'http://crm.example.test/intake',
    ]);
    expect(issuesOf(() => workerConfig({ LEAD_WEBHOOK_URLS: hook }))).toEqual([
      'LEAD_WEBHOOK_SECRET: must be set (at least 32 characters) when LEAD_WEBHOOK_URLS is',
    ]);
    const issues = issuesOf(() => workerConfig({ LEAD_WEBHOOK_URLS: 'ftp://secret-token@x', LEAD_WEBHOOK_SECRET: 'short' }));
    expect(issues).toEqual([
      'LEAD_WEBHOOK_URLS: must be a comma-separated list of http(s) URLs',
      'LEAD_WEBHOOK_SECRET: must be at least 32 characters',
    ]);
  });
});

describe('the gateway', () => {
  it('applies the defaults of defaults.ts', () => {
    expect(gatewayConfig({})).toEqual({
      port: Number(ENV_DEFAULTS.PORT),
      siteUrl: ENV_DEFAULTS.SITE_URL,
      siteOrigins: [],
      trustProxy: false,
      remotesConfigFile: undefined,
      overrideAllowlist: [],
      remoteOrigins: [],
    });
    expect(gatewayImageConfig({})).toEqual({
      ...gatewayConfig({}),
      shellDist: ENV_DEFAULTS.SHELL_DIST,
      apiOrigin: ENV_DEFAULTS.API_ORIGIN,
      remotes: {
        platform: ENV_DEFAULTS.REMOTE_PLATFORM_ORIGIN,
        services: ENV_DEFAULTS.REMOTE_SERVICES_ORIGIN,
        company: ENV_DEFAULTS.REMOTE_COMPANY_ORIGIN,
        contact: ENV_DEFAULTS.REMOTE_CONTACT_ORIGIN,
      },
    });
  });

  it('reads its variables', () => {
    const settings = gatewayConfig({
      PORT: '9090',
      SITE_URL: 'https://www.example.com',
      SITE_ORIGINS: 'https://www.example.com, https://example.com',
      TRUST_PROXY: 'loopback, 10.0.0.0/8',
      REMOTES_CONFIG_FILE: ' /srv/remotes.json ',
      REMOTE_OVERRIDE_ALLOWLIST: 'https://preview.example, http://127.0.0.1:3302/qa/',
      CSP_REMOTE_ORIGINS: ' https://cdn.example.com , http://127.0.0.1:3101 ',
    });
    expect(settings).toMatchObject({
      port: 9090,
      siteOrigins: ['https://www.example.com', 'https://example.com'],
      trustProxy: ['loopback', '10.0.0.0/8'],
      remotesConfigFile: '/srv/remotes.json',
      remoteOrigins: ['https://cdn.example.com', 'http://127.0.0.1:3101'],
    });
    expect(settings.overrideAllowlist.map(String)).toEqual(['https://preview.example/', 'http://127.0.0.1:3302/qa/']);
  });

  it('names every bad variable once, with what it must be', () => {
    expect(
      issuesOf(() =>
        gatewayConfig({
          PORT: 'eighty',
          SITE_URL: 'ftp://example.com',
          TRUST_PROXY: '2',
          REMOTE_OVERRIDE_ALLOWLIST: 'https://user@preview.example',
          CSP_REMOTE_ORIGINS: 'https://cdn.example.com/remotes/',
        }),
      ),
    ).toEqual([
      'PORT: must be a TCP port number (0-65535), got "eighty"',
      'SITE_URL: must be a URL with scheme http: or https:, got "ftp://example.com"',
      'TRUST_PROXY: must name the proxies\' addresses or CIDRs, not a hop count, got "2"',
      'REMOTE_OVERRIDE_ALLOWLIST: "https://user@preview.example" is not an origin or URL prefix such as https://preview.example/qa/, got "https://user@preview.example"',
      'CSP_REMOTE_ORIGINS: "https://cdn.example.com/remotes/" is not an origin such as https://example.com, got "https://cdn.example.com/remotes/"',
    ]);
    expect(issuesOf(() => staticServerConfig({ CSP_REMOTE_ORIGINS: "'unsafe-inline'" }))).toEqual([
      'CSP_REMOTE_ORIGINS: "\'unsafe-inline\'" is not an origin such as https://example.com, got "\'unsafe-inline\'"',
    ]);
    expect(issuesOf(() => gatewayImageConfig({ API_ORIGIN: 'api:3000' }))).toEqual([
      'API_ORIGIN: must be a URL with scheme http: or https:, got "api:3000"',
    ]);
  });
});

describe('npm start', () => {
  it('derives the site and the mail catcher from its ports unless SITE_URL, SITE_ORIGINS or SMTP_URL are set', () => {
    const local = localStackConfig({ PORT: '18080' });
    expect(local).toMatchObject({ port: 18080, smtpUrl: undefined, siteUrl: 'http://localhost:18080', siteOrigins: ['http://localhost:18080'] });
    expect(local.remotePorts.contact).toBe(Number(ENV_DEFAULTS.REMOTE_CONTACT_PORT));
    const given = localStackConfig({ SMTP_URL: 'smtp://mail.example:25', SITE_URL: 'https://www.example.com' });
    expect(given).toMatchObject({ smtpUrl: 'smtp://mail.example:25', siteUrl: 'https://www.example.com' });
    expect(issuesOf(() => localStackConfig({ SMTP_PORT: '-1', MAIL_UI_PORT: '1080' }))).toEqual([
      'SMTP_PORT: must be a TCP port number (0-65535), got "-1"',
    ]);
  });

  it("has the gateway connect to the API from 127.0.0.2 (the API's one trusted proxy) unless GATEWAY_SOURCE_ADDRESS says otherwise", () => {
    expect(localStackConfig({}).gatewaySourceAddress).toBe('127.0.0.2');
    expect(localGatewaySourceAddress({})).toBe('127.0.0.2');
    expect(localStackConfig({ GATEWAY_SOURCE_ADDRESS: ' 127.0.0.9 ' }).gatewaySourceAddress).toBe('127.0.0.9');
    expect(localGatewaySourceAddress({ GATEWAY_SOURCE_ADDRESS: '::1' })).toBe('::1');
    // A gateway elsewhere (a container, a pod) leaves the choice to the system.
    expect(gatewayConfig({}).apiSourceAddress).toBeUndefined();
    expect(gatewayConfig({ GATEWAY_SOURCE_ADDRESS: '127.0.0.2' }).apiSourceAddress).toBe('127.0.0.2');
    expect(issuesOf(() => localGatewaySourceAddress({ GATEWAY_SOURCE_ADDRESS: 'localhost' }))).toEqual([
      'GATEWAY_SOURCE_ADDRESS: must be an IPv4 or IPv6 address such as 127.0.0.2, got "localhost"',
    ]);
  });
});

describe('docs/environment.md', () => {
  it('is what the schema writes (run npm run docs:env when it is stale)', () => {
    const written = readFileSync(path.resolve(import.meta.dirname, '../../..', ENV_DOC_PATH), 'utf8');
    if (written !== renderEnvironmentDoc()) throw new Error(`${ENV_DOC_PATH} is stale: run npm run docs:env`);
  });

  it('describes every variable of the schema, with its default', () => {
    const rows = renderEnvironmentDoc()
      .split('\n')
      .filter((line) => line.startsWith('| `'));
    expect(rows.map((row) => row.split('`')[1])).toEqual(Object.keys(ENV_FIELDS));
    expect(rows.find((row) => row.startsWith('| `API_PORT` |'))).toContain(`| \`${ENV_DEFAULTS.API_PORT}\` |`);
  });
});
