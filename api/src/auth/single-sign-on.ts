import { Inject, Injectable } from '@nestjs/common';
import type { ApiConfig, OidcConfig } from '@site/config';
import type { StaffRole } from '@site/persistence';
import type { Redis } from 'ioredis';
import * as oidc from 'openid-client';
import { APP_CONFIG } from '../config/config.module.js';
import { REDIS_CLIENT } from '../redis/redis.constants.js';

/** How long a browser has between leaving for the provider and coming back. */
const SIGN_IN_WINDOW_SECONDS = 600;

/**
 * What a single sign-on that came back found: the staff username it names, the provider's subject, and the role
 * its role claim gives (undefined when OIDC_ROLE_CLAIM is not configured: the stored role stays).
 */
export interface SsoIdentity {
  username: string;
  subject: string;
  role: StaffRole | undefined;
}

/** The role a role claim gives: admin when its value is, or its list holds, `admin`; anything else (or none) is sales, the least access. */
export function roleFromClaim(value: unknown): StaffRole {
  const values = Array.isArray(value) ? value : [value];
  return values.includes('admin') ? 'admin' : 'sales';
}

/** A single sign-on on its way to the provider: where to send the browser, and the state that binds it. */
export interface SsoStart {
  authorizationUrl: URL;
  state: string;
}

/**
 * Staff single sign-on with OpenID Connect (openid-client): the authorization code flow with PKCE, state and nonce.
 * The provider is discovered on first use (the API starts while it is down). What each sign-in needs when it comes
 * back (PKCE verifier, nonce, page to open) waits in Redis under its random state for 10 minutes and is taken once;
 * the browser holds the state in a cookie of its own (sso-cookie.ts) so a callback started elsewhere is refused.
 * Off (`enabled` false) unless OIDC_ISSUER is configured.
 */
@Injectable()
export class SingleSignOn {
  private discovered: Promise<oidc.Configuration> | undefined;
  private readonly settings: OidcConfig | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: ApiConfig,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
  ) {
    this.settings = config.oidc;
  }

  get enabled(): boolean {
    return this.settings !== undefined;
  }

  private provider(settings: OidcConfig): Promise<oidc.Configuration> {
    this.discovered ??= oidc
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        settings.clientSecret,
        settings.clientSecret === undefined ? oidc.None() : oidc.ClientSecretBasic(settings.clientSecret),
        settings.allowHttp ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        // Try again on the next sign-in rather than keep a failure forever.
        this.discovered = undefined;
        throw error;
      });
    return this.discovered;
  }

  private key(state: string): string {
    return `${this.config.queuePrefix}:staff-sso:${state}`;
  }

  /** Starts a sign-in that opens `returnTo` when it succeeds. */
  async start(returnTo: string): Promise<SsoStart> {
    const settings = this.required();
    const provider = await this.provider(settings);
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    await this.redis.set(this.key(state), JSON.stringify({ verifier, nonce, returnTo }), 'EX', SIGN_IN_WINDOW_SECONDS);
    const authorizationUrl = oidc.buildAuthorizationUrl(provider, {
      redirect_uri: settings.redirectUrl,
      scope: 'openid profile email',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { authorizationUrl, state };
  }

  /**
   * Finishes a sign-in from the provider's redirect (`query`: the callback's query string) for the browser holding
   * `state`: exchanges the code, checks the ID token (signature, issuer, audience, nonce) and reads the username claim
   * (and the role claim, when configured).
   * Also returns the page to open. Throws when anything does not match.
   */
  async finish(query: string, state: string | undefined): Promise<SsoIdentity & { returnTo: string }> {
    const settings = this.required();
    if (!state) throw new Error('the sign-in was not started in this browser');
    const pending = await this.redis.getdel(this.key(state));
    if (!pending) throw new Error('the sign-in expired or was already used');
    const { verifier, nonce, returnTo } = JSON.parse(pending) as { verifier: string; nonce: string; returnTo: string };
    const callback = new URL(settings.redirectUrl);
    callback.search = query;
    const provider = await this.provider(settings);
    const tokens = await oidc.authorizationCodeGrant(provider, callback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
      expectedNonce: nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('the provider sent no ID token');
    // Providers may keep profile claims out of the ID token in the code flow: then the UserInfo endpoint has them.
    let userInfo: Promise<oidc.UserInfoResponse> | undefined;
    const claim = async (name: string): Promise<unknown> => {
      if (claims[name] !== undefined) return claims[name];
      userInfo ??= oidc.fetchUserInfo(provider, tokens.access_token, claims.sub);
      return (await userInfo)[name];
    };
    const username = await claim(settings.usernameClaim);
    if (typeof username !== 'string' || username === '') throw new Error(`the provider sent no "${settings.usernameClaim}" claim`);
    const role = settings.roleClaim === undefined ? undefined : roleFromClaim(await claim(settings.roleClaim));
    return { username, subject: claims.sub, role, returnTo };
  }

  private required(): OidcConfig {
    if (!this.settings) throw new Error('single sign-on is not configured (OIDC_ISSUER)');
    return this.settings;
  }
}
