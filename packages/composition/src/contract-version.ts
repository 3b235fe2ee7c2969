/**
 * The version of the composition contract between the shell and its remotes: what the shell hands a remote's
 * `./Area` (props, the shared router entry's names, globals such as the toast store and the query client) and
 * what it expects back (routes, page fragments). Raise it when a remote may start relying on something a shell
 * built before the change does not provide. Each build records it in its `mf-manifest.json`
 * (`metaData.compositionContract`): the shell's value is what it provides, a remote's what it needs; the deploy
 * gate (`infra/scripts/compatibility-gate.mjs`) refuses a remote that needs more than the live shell provides.
 */
export const COMPOSITION_CONTRACT_VERSION = 1;

/** The manifest field (under `metaData`) both sides declare it in. */
export const COMPOSITION_CONTRACT_FIELD = 'compositionContract';

/**
 * Packages that exist once on a page (the share scope's singletons): one React, one router, one query client. The
 * build shares them (`@site/rspack-config`) and the deploy gate checks a remote's required versions of them
 * against what the live shell provides: one list, so the two cannot drift apart.
 */
export const SHARED_SINGLETONS: readonly string[] = ['react', 'react-dom', 'react-router-dom', '@tanstack/react-query'];
