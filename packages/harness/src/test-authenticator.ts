import { generate } from 'otplib';

const PERIOD_SECONDS = 30;
/** The API accepts codes of the previous, the current and the next 30-second step (api/src/auth/totp.ts). */
const STEPS_AHEAD = 1;
/** Too close to the end of a step, a code of the previous one could expire before the API sees it. */
const SAFETY_SECONDS = 3;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The `otpauth://totp/...` line the create-user command prints (on a line of its own). */
export function otpauthUriIn(output: string): string {
  const uri = /^otpauth:\/\/totp\/\S+$/m.exec(output)?.[0];
  if (!uri) throw new Error('the output has no otpauth://totp/ line');
  return uri;
}

/**
 * A staff member's authenticator app (and their note of recovery codes), for tests: knows users' TOTP secrets (from
 * the URIs create-user prints) and gives a code the API will accept for each sign-in. The API takes each time step
 * once per user, so successive codes of one user use successive steps (the previous, current and next are
 * accepted); when those are spent, a recovery code noted at enrolment is used, and without one it waits for the next
 * step, as a person would.
 */
export class TestAuthenticator {
  private readonly secrets = new Map<string, string>();
  private readonly lastSteps = new Map<string, number>();
  private readonly recoveryCodes = new Map<string, string[]>();

  /** Notes the recovery codes the enrolment page showed (replacing those of an earlier showing). */
  noteRecoveryCodes(username: string, codes: readonly string[]): void {
    this.recoveryCodes.set(username, [...codes]);
  }

  /** Learns the user's factor from an `otpauth://` URI, or from the create-user command's output holding one. */
  learn(username: string, uriOrOutput: string): void {
    const secret = new URL(otpauthUriIn(uriOrOutput)).searchParams.get('secret');
    if (!secret) throw new Error(`the URI of "${username}" has no secret`);
    this.secrets.set(username, secret);
    this.lastSteps.delete(username);
    // A new factor voids the recovery codes of the old one.
    this.recoveryCodes.delete(username);
  }

  knows(username: string): boolean {
    return this.secrets.has(username);
  }

  /** A code of the user's that no earlier call gave (so the API has not accepted it yet): TOTP, else a recovery code. */
  async codeFor(username: string): Promise<string> {
    const secret = this.secrets.get(username);
    if (!secret) throw new Error(`no authenticator for "${username}"`);
    for (;;) {
      const now = Date.now() / 1000;
      const current = Math.floor(now / PERIOD_SECONDS);
      if (now - current * PERIOD_SECONDS > PERIOD_SECONDS - SAFETY_SECONDS) {
        await sleep((PERIOD_SECONDS - (now - current * PERIOD_SECONDS)) * 1000 + 50);
        continue;
      }
      const step = Math.max(current - 1, (this.lastSteps.get(username) ?? -Infinity) + 1);
      const recoveryCode = this.recoveryCodes.get(username)?.shift();
      if (step > current + STEPS_AHEAD && recoveryCode) return recoveryCode;
      if (recoveryCode) this.recoveryCodes.get(username)?.unshift(recoveryCode);
      if (step > current + STEPS_AHEAD) {
        await sleep(((current + 1) * PERIOD_SECONDS - now) * 1000 + 50);
        continue;
      }
      this.lastSteps.set(username, step);
      return generate({ secret, epoch: step * PERIOD_SECONDS });
    }
  }
}
