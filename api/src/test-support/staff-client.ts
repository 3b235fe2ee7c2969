import type { TestAuthenticator } from '@site/harness';
import { type Answer, request } from './http.js';

/** The CSRF token of the first form of a page (`<input type="hidden" name="_csrf" value="…">`). */
export function csrfTokenOf(html: string): string {
  const token = /<input type="hidden" name="_csrf" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error('the page has no CSRF token');
  return token;
}

/** The recovery codes an enrolment page shows (none on the second step of an enrolled user). */
export function recoveryCodesOf(html: string): string[] {
  const list = /<ul aria-label="Recovery codes"[^>]*>(.*?)<\/ul>/s.exec(html)?.[1] ?? '';
  return [...list.matchAll(/<li>([^<]+)<\/li>/g)].map((match) => match[1]!);
}

/**
 * A browser's part in the staff pages, for tests: keeps the cookies the API sets, sends them back, posts forms
 * (url-encoded), follows nothing on its own. `client` is the address the API sees (X-Forwarded-For from loopback);
 * `authenticator`, the staff member's authenticator app, lets `signIn` do the second step too.
 */
export class StaffClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly url: (path: string) => string,
    private readonly client = '203.0.113.10',
    private readonly authenticator?: TestAuthenticator,
  ) {}

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return { 'x-forwarded-for': this.client, ...(cookie ? { cookie } : {}), ...extra };
  }

  private keep(answer: Answer<string>): Answer<string> {
    for (const line of answer.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return answer;
  }

  async get(path: string): Promise<Answer<string>> {
    return this.keep(await request<string>(this.url(path), { headers: this.headers() }));
  }

  async post(path: string, fields: Record<string, string>): Promise<Answer<string>> {
    return this.keep(
      await request<string>(this.url(path), {
        method: 'POST',
        headers: this.headers({ 'content-type': 'application/x-www-form-urlencoded' }),
        body: new URLSearchParams(fields).toString(),
      }),
    );
  }

  /** Opens the sign-in form and sends it with its token: the password step's answer (303 to the second step when right). */
  async signInWithPassword(username: string, password: string, returnTo?: string): Promise<Answer<string>> {
    const form = await this.get('/staff/sign-in');
    return this.post('/staff/sign-in', { _csrf: csrfTokenOf(form.body), username, password, ...(returnTo ? { returnTo } : {}) });
  }

  /** Opens the second step's page and sends `code` with its token: the answer (303 to the page asked for when accepted). */
  async verify(code: string | ((page: string) => Promise<string>)): Promise<Answer<string>> {
    const page = await this.get('/staff/sign-in/verify');
    return this.post('/staff/sign-in/verify', { _csrf: csrfTokenOf(page.body), code: typeof code === 'string' ? code : await code(page.body) });
  }

  /**
   * Signs in: the password step, then, when it leads to the second step and the authenticator knows the user, a fresh
   * code (enrolling on a first sign-in). The last answer: 303 to the page asked for when signed in.
   */
  async signIn(username: string, password: string, returnTo?: string): Promise<Answer<string>> {
    const answer = await this.signInWithPassword(username, password, returnTo);
    const authenticator = this.authenticator;
    if (answer.status !== 303 || !authenticator?.knows(username)) return answer;
    return this.verify(async (page) => {
      const recoveryCodes = recoveryCodesOf(page);
      if (recoveryCodes.length > 0) authenticator.noteRecoveryCodes(username, recoveryCodes);
      return authenticator.codeFor(username);
    });
  }

  /** Signs out with the token of the page's sign-out form. */
  async signOut(): Promise<Answer<string>> {
    const page = await this.get('/staff/leads');
    return this.post('/staff/sign-out', { _csrf: csrfTokenOf(page.body) });
  }
}
