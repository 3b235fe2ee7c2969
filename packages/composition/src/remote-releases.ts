// The live remotes file a versioned deploy writes (REMOTES_CONFIG_FILE of the gateway, written by
// infra/scripts/deploy-remote.mjs). Per remote either the manifest URL of its one live version, or, during a canary
// release, its stable manifest URL plus a canary: the version published as canary, the share of visitors who get
// it (percent) and its manifest URL. Files without canaries (the older format) stay valid as they are.
//
//   { "platform": "/_remotes/platform/3f2a…/mf-manifest.json",
//     "services": { "stable": "/_remotes/services/0217…/mf-manifest.json",
//                   "canary": { "version": "9c4e…", "percent": 10, "manifestUrl": "/_remotes/services/9c4e…/mf-manifest.json" } } }
//
// Validated with zod; kept out of the package's main entry so the shell (which only reads the flat /remotes.json the
// gateway serves) never bundles zod. Imported as `@site/composition/remote-releases`.
import { z } from 'zod';
import { isManifestUrlFor, REMOTES_CONFIG_PATH } from './remotes-config.js';

/** A version folder name, as deploy-remote.mjs writes and the browser reports it. */
export const VERSION_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export interface CanaryRelease {
  /** The version folder the canary was published as (the label of its browser error reports). */
  version: string;
  /** Share of visitors (0 < percent <= 100) who get the canary. */
  percent: number;
  manifestUrl: string;
}

export interface RemoteRelease {
  stable: string;
  canary?: CanaryRelease;
}

/** remote name -> its release: the stable manifest URL and, while one runs, its canary. */
export type RemoteReleases = Record<string, RemoteRelease>;

/** The version folder of a manifest URL (`/_remotes/services/<version>/mf-manifest.json` -> `<version>`). */
export function manifestVersion(manifestUrl: string): string {
  const segments = manifestUrl.split('/');
  return segments.at(-2) ?? '';
}

/** The version browsers report for a build whose manifest is not in a published version folder (a workspace build). */
export const UNVERSIONED = 'unversioned';

/**
 * The version the shell's browser reports name for a remote served from `manifestUrl`: its version folder, or
 * `unversioned` for a manifest at the remote's root (`/_remotes/services/mf-manifest.json`). The shell computes the
 * same in its own zod-free copy (shell/src/federation/remote-version.ts), which its first load cannot spare.
 */
export function reportedVersion(manifestUrl: string, remote: string): string {
  const folder = manifestVersion(manifestUrl);
  return VERSION_NAME.test(folder) && folder !== remote && folder !== '_remotes' ? folder : UNVERSIONED;
}

/**
 * The versions of each remote the site serves now, as browsers report them: the stable one and, while it runs, the
 * canary. A remote the releases do not name is served from its root (`unversioned`), as the gateway does.
 */
export function servedVersions(releases: RemoteReleases, names: readonly string[]): Map<string, string[]> {
  return new Map(
    names.map((name) => {
      const release = releases[name];
      if (!release) return [name, [UNVERSIONED]];
      const versions = [reportedVersion(release.stable, name), ...(release.canary ? [release.canary.version] : [])];
      return [name, [...new Set(versions)]];
    }),
  );
}

function entryParser(name: string) {
  const manifestUrl = z.string().refine((url) => isManifestUrlFor(name, url), {
    error: (issue) => `"${String(issue.input)}" is not a manifest URL the gateway can serve for ${name}`,
  });
  const canary = z
    .strictObject({
      version: z.string().regex(VERSION_NAME, 'is not a version folder name'),
      percent: z.number().gt(0).lte(100),
      manifestUrl,
    })
    .refine((value) => manifestVersion(value.manifestUrl) === value.version, {
      error: "the canary's manifest URL must lie in its version's folder",
      path: ['manifestUrl'],
    });
  const withCanary = z
    .strictObject({ stable: manifestUrl, canary: canary.optional() })
    .refine((value) => value.canary?.manifestUrl !== value.stable, { error: 'the canary is the stable version', path: ['canary'] });
  // A string is the older form; picked by type rather than a union, so an error names the field that is wrong.
  return (entry: unknown) =>
    (typeof entry === 'string' ? manifestUrl.transform((url): RemoteRelease => ({ stable: url })) : withCanary).safeParse(entry);
}

/** The schema of the file for these remotes (an unknown remote is refused, a remote not named keeps its default). */
export function remoteReleasesSchema(names: readonly string[]) {
  return z.record(z.string(), z.unknown()).transform((value, context): RemoteReleases => {
    const releases: RemoteReleases = {};
    for (const [name, entry] of Object.entries(value)) {
      if (!names.includes(name)) {
        context.addIssue({ code: 'custom', message: `unknown remote "${name}"`, path: [name] });
        continue;
      }
      const parsed = entryParser(name)(entry);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', message: issue.message, path: [name, ...issue.path] });
        continue;
      }
      const { stable, canary } = parsed.data;
      releases[name] = canary ? { stable, canary } : { stable };
    }
    return releases;
  });
}

/** Parses and checks a remotes file (throws one error naming the file and every problem). */
export function parseRemoteReleases(value: unknown, names: readonly string[], source = REMOTES_CONFIG_PATH): RemoteReleases {
  const parsed = remoteReleasesSchema(names).safeParse(value);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`);
  throw new Error(`${source}: ${problems.join('; ')}`);
}

/**
 * The file's form of releases: a remote without a canary is its manifest URL alone (so a file without canaries
 * keeps the older format, which older gateways read too).
 */
export function serializeRemoteReleases(releases: RemoteReleases): Record<string, string | RemoteRelease> {
  return Object.fromEntries(
    Object.entries(releases).map(([name, release]) => [name, release.canary ? { stable: release.stable, canary: release.canary } : release.stable]),
  );
}
