import { type Answer, request } from './http.js';

/** The CSRF token of the first form of a page (`<input type="hidden" name="_csrf" value="…">`). */
export function csrfTokenOf(html: string): string {
  const token = /<input type="hidden" name="_csrf" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error('the page has no CSRF token');
  return token;
}

/**
 * A browser's part in the staff pages, for tests: keeps the cookies the API sets, sends them back, posts forms
 * (url-encoded), follows nothing on its own. `client` is the address the API sees (X-Forwarded-For from loopback).
 */
export class StaffClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly url: (path: string) => string,
    private readonly client = '203.0.113.10',
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

  /** Opens the sign-in form and sends it with its token: the sign-in's answer. */
  async signIn(username: string, password: string, returnTo?: string): Promise<Answer<string>> {
    const form = await this.get('/staff/sign-in');
    return this.post('/staff/sign-in', { _csrf: csrfTokenOf(form.body), username, password, ...(returnTo ? { returnTo } : {}) });
  }

  /** Signs out with the token of the page's sign-out form. */
  async signOut(): Promise<Answer<string>> {
    const page = await this.get('/staff/leads');
    return this.post('/staff/sign-out', { _csrf: csrfTokenOf(page.body) });
  }
}
