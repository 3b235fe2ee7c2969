import type { FastifyRequest } from 'fastify';

declare module '@fastify/secure-session' {
  interface SessionData {
    /** A sign-in whose password was right, waiting for its second step: who. */
    pendingUser: string;
    /** When the password was checked (epoch milliseconds). */
    pendingSince: number;
    /** The page to open once the second step is done. */
    pendingReturnTo: string;
    /** The recovery codes its enrolment page showed, to show the same set again until the enrolment is done. */
    pendingRecoveryCodes: string[];
  }
}

/** How long the second step may take after the password: a code is at hand, and the password is not reusable later. */
export const SECOND_STEP_WINDOW_MS = 5 * 60_000;

/** A sign-in between its two steps. */
export interface PendingSignIn {
  username: string;
  returnTo: string;
  /** The recovery codes shown so far in this sign-in's enrolment (none yet, or no enrolment). */
  recoveryCodes: readonly string[];
}

/**
 * The state between the password and the second factor, kept in the encrypted session cookie: it names the user
 * whose password was right and signs no one in (`StaffSessions` knows nothing of it). During an enrolment it also
 * holds the recovery codes shown (the database keeps only their digests; the cookie is encrypted and HttpOnly): they
 * go when the second step is done or the password is entered again, and are never shown after the window.
 */
export const pendingSignIns = {
  begin(request: FastifyRequest, username: string, returnTo: string, now = Date.now()): void {
    request.session.set('pendingUser', username);
    request.session.set('pendingSince', now);
    request.session.set('pendingReturnTo', returnTo);
    request.session.set('pendingRecoveryCodes', undefined);
  },

  /** The sign-in waiting for its second step, or undefined (none, or its window passed). */
  current(request: FastifyRequest, now = Date.now()): PendingSignIn | undefined {
    const username = request.session.get('pendingUser');
    const since = request.session.get('pendingSince');
    const returnTo = request.session.get('pendingReturnTo');
    if (typeof username !== 'string' || typeof since !== 'number' || typeof returnTo !== 'string') return undefined;
    if (now < since || now >= since + SECOND_STEP_WINDOW_MS) return undefined;
    const recoveryCodes = request.session.get('pendingRecoveryCodes');
    return { username, returnTo, recoveryCodes: Array.isArray(recoveryCodes) ? recoveryCodes : [] };
  },

  /** Notes the recovery codes the enrolment page shows, to show them again on the next page of this sign-in. */
  showedRecoveryCodes(request: FastifyRequest, codes: readonly string[]): void {
    request.session.set('pendingRecoveryCodes', [...codes]);
  },

  end(request: FastifyRequest): void {
    request.session.set('pendingUser', undefined);
    request.session.set('pendingSince', undefined);
    request.session.set('pendingReturnTo', undefined);
    request.session.set('pendingRecoveryCodes', undefined);
  },
};
