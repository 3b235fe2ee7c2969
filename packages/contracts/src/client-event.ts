import { z } from './zod-config.js';
import { CLIENT_EVENT_KINDS, CLIENT_EVENT_LIMITS } from './client-event-kinds.js';
import { intakeOption, intakeString } from './intake-text.js';

/**
 * Body of POST /api/client-events: one report of the shell about one remote. Only what identifies the remote's
 * build and the kind of failure; the route is a path without query or fragment, so no personal data travels.
 * Unknown keys are rejected; bidirectional controls are removed from every value, as from a lead's.
 */
export const clientEventSchema = z.strictObject({
  kind: intakeOption(CLIENT_EVENT_KINDS),
  /** The remote's name, as in remotes.json. */
  remote: intakeString().regex(new RegExp(`^[a-z][a-z0-9-]{0,${CLIENT_EVENT_LIMITS.remote - 1}}$`), 'must be a remote name'),
  /** Its build: the version folder deploy-remote.mjs published it as (or `unversioned`). */
  version: intakeString().regex(new RegExp(`^[A-Za-z0-9][A-Za-z0-9._-]{0,${CLIENT_EVENT_LIMITS.version - 1}}$`), 'must be a version folder name'),
  /** The page's path: starts with `/`, no `?` or `#`. */
  route: intakeString()
    .max(CLIENT_EVENT_LIMITS.route)
    .regex(/^\/[^?#\s]*$/, 'must be a path without query string or fragment'),
  /** A short description of the error (its message, cut by the shell). */
  message: intakeString().max(CLIENT_EVENT_LIMITS.message).optional(),
});

export type ClientEvent = z.output<typeof clientEventSchema>;
