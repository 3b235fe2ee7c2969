import { type Environment, isSet, type Part, parseEnvPart } from './parse-env.js';
import type { TrustProxy } from './trust-proxy.js';

/** The four remotes, in the order their ports and origins are listed. */
export const REMOTE_NAMES = ['platform', 'services', 'company', 'contact'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The gateway's configuration (packages/servers/src/gateway): where it listens and what it answers as. */
export interface GatewaySettings {
  /** TCP port of the site (env `PORT`). */
  readonly port: number;
  /** The canonical public origin: canonical URLs, the sitemap, pages' stylesheet links (env `SITE_URL`). */
  readonly siteUrl: string;
  /** Other origins the site answers under (env `SITE_ORIGINS`, comma-separated; shared with the API's CORS); unset: none. */
  readonly siteOrigins: readonly string[];
  /** Proxies whose X-Forwarded-Proto/-Host/-For are believed (env `TRUST_PROXY`; see trust-proxy.ts). */
  readonly trustProxy: TrustProxy;
  /** The live remotes config a per-remote deploy writes (env `REMOTES_CONFIG_FILE`); unset: every remote at its default. */
  readonly remotesConfigFile: string | undefined;
  /** Where preview overrides may load a remote from (env `REMOTE_OVERRIDE_ALLOWLIST`); empty: overrides are ignored. */
  readonly overrideAllowlist: readonly URL[];
  /** Public origins of remotes served from elsewhere, admitted by the CSP (env `CSP_REMOTE_ORIGINS`). */
  readonly remoteOrigins: readonly string[];
  /**
   * The local address the gateway's connections to the API leave from (env `GATEWAY_SOURCE_ADDRESS`); unset: the
   * system's choice. `npm start` gives it an address of the loopback no other process uses (local-stack-config.ts).
   */
  readonly apiSourceAddress: string | undefined;
}

/** The variables the gateway reads. */
export const GATEWAY_VARIABLES = [
  'PORT',
  'SITE_URL',
  'SITE_ORIGINS',
  'TRUST_PROXY',
  'REMOTES_CONFIG_FILE',
  'REMOTE_OVERRIDE_ALLOWLIST',
  'CSP_REMOTE_ORIGINS',
  'GATEWAY_SOURCE_ADDRESS',
] as const;

/** The gateway's part of the environment, validated; throws a ConfigError naming every bad variable. */
export function gatewayConfig(env: Environment): GatewaySettings {
  return gatewaySettingsOf(parseEnvPart('gateway', env, GATEWAY_VARIABLES), env);
}

function gatewaySettingsOf(part: Part<(typeof GATEWAY_VARIABLES)[number]>, env: Environment): GatewaySettings {
  return {
    port: part.PORT,
    siteUrl: part.SITE_URL,
    // Unset: no origin besides SITE_URL (the schema's default names the local site, the API's CORS default).
    siteOrigins: isSet(env.SITE_ORIGINS) ? part.SITE_ORIGINS : [],
    trustProxy: part.TRUST_PROXY ?? false,
    remotesConfigFile: part.REMOTES_CONFIG_FILE,
    overrideAllowlist: part.REMOTE_OVERRIDE_ALLOWLIST ?? [],
    remoteOrigins: part.CSP_REMOTE_ORIGINS ?? [],
    apiSourceAddress: part.GATEWAY_SOURCE_ADDRESS,
  };
}

/** A remote's static server (packages/servers/src/static-server): the CSP it sends (env `CSP_REMOTE_ORIGINS`). */
export function staticServerConfig(env: Environment): { readonly remoteOrigins: readonly string[] } {
  return { remoteOrigins: parseEnvPart('static server', env, ['CSP_REMOTE_ORIGINS']).CSP_REMOTE_ORIGINS ?? [] };
}

/** The gateway's container image (infra/deploy/docker/gateway.mjs): the gateway's settings, the shell's files and the upstreams. */
export interface GatewayImageSettings extends GatewaySettings {
  /** env `SHELL_DIST`. */
  readonly shellDist: string;
  /** Where /api/* is proxied (env `API_ORIGIN`). */
  readonly apiOrigin: string;
  /** Each remote's static server (env `REMOTE_<NAME>_ORIGIN`). */
  readonly remotes: Readonly<Record<RemoteName, string>>;
}

export const GATEWAY_IMAGE_VARIABLES = [
  'SHELL_DIST',
  'API_ORIGIN',
  'REMOTE_PLATFORM_ORIGIN',
  'REMOTE_SERVICES_ORIGIN',
  'REMOTE_COMPANY_ORIGIN',
  'REMOTE_CONTACT_ORIGIN',
] as const;

/** The gateway image's part of the environment (GATEWAY_VARIABLES too): one ConfigError names every bad variable. */
export function gatewayImageConfig(env: Environment): GatewayImageSettings {
  const part = parseEnvPart('gateway', env, [...GATEWAY_VARIABLES, ...GATEWAY_IMAGE_VARIABLES]);
  return {
    ...gatewaySettingsOf(part, env),
    shellDist: part.SHELL_DIST,
    apiOrigin: part.API_ORIGIN,
    remotes: {
      platform: part.REMOTE_PLATFORM_ORIGIN,
      services: part.REMOTE_SERVICES_ORIGIN,
      company: part.REMOTE_COMPANY_ORIGIN,
      contact: part.REMOTE_CONTACT_ORIGIN,
    },
  };
}
