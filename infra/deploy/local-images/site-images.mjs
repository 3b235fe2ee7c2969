// The site's own images built from the repository's Dockerfiles (infra/deploy/docker/) on the local Node base as
// NODE_IMAGE, under the tags the container tests run. One place for their Dockerfiles, build arguments and tags:
// the tests share each build (podman's layer cache keeps them between runs), and a Dockerfile that changes is
// swapped here once.
import { buildRepositoryImage } from './container-fixtures.mjs';

const TAG_PREFIX = 'localhost/site-local';
export const REMOTES = /** @type {const} */ (['platform', 'services', 'company', 'contact']);

/** @typedef {{ dockerfile: string, buildArgs?: Record<string, string> }} ImageRecipe */

/** api and worker, keyed by their compose service names. @type {Record<'api' | 'worker', ImageRecipe>} */
export const BACKEND_IMAGE_RECIPES = {
  api: { dockerfile: 'Dockerfile.api' },
  worker: { dockerfile: 'Dockerfile.worker' },
};

/** The shell (the gateway) and the four remotes, keyed by their compose service names. @type {Record<string, ImageRecipe>} */
export const SITE_IMAGE_RECIPES = {
  shell: { dockerfile: 'Dockerfile.shell' },
  ...Object.fromEntries(REMOTES.map((remote) => [`mf-${remote}`, { dockerfile: 'Dockerfile.remote', buildArgs: { REMOTE: remote } }])),
};

/** The tag a service's test image carries. */
export const testImageTag = (service) => `${TAG_PREFIX}/${service}:test`;

/**
 * Builds each recipe on `nodeImage`, one after the other (the machine has few cores).
 * @param {Record<string, ImageRecipe>} recipes
 * @param {string} nodeImage the local Node base (ensureLocalImages().node.tag)
 * @returns {Record<string, string>} service -> image tag
 */
function buildAll(recipes, nodeImage) {
  return Object.fromEntries(
    Object.entries(recipes).map(([service, { dockerfile, buildArgs = {} }]) => [
      service,
      buildRepositoryImage({ dockerfile, tag: testImageTag(service), buildArgs: { NODE_IMAGE: nodeImage, ...buildArgs } }),
    ]),
  );
}

/** @param {string} nodeImage @returns {{ api: string, worker: string }} */
export const buildBackendImages = (nodeImage) => /** @type {{ api: string, worker: string }} */ (buildAll(BACKEND_IMAGE_RECIPES, nodeImage));

/** @param {string} nodeImage @returns {Record<string, string>} shell and mf-<remote> -> image tag */
export const buildSiteImages = (nodeImage) => buildAll(SITE_IMAGE_RECIPES, nodeImage);

/**
 * A new version of one service's image built from `context` (a changed copy of the repository) under `tag`, by
 * the service's own recipe: what a team's redeploy of that one image builds.
 * @param {{ service: string, nodeImage: string, context: string, tag: string }} options
 */
export function rebuildSiteImage({ service, nodeImage, context, tag }) {
  const { dockerfile, buildArgs = {} } = SITE_IMAGE_RECIPES[service];
  return buildRepositoryImage({ dockerfile, tag, context, buildArgs: { NODE_IMAGE: nodeImage, ...buildArgs } });
}
