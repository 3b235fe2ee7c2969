import { describe, expect, it } from '@jest/globals';
import { apiConfig } from './api-config.js';

const SSO = {
  OIDC_ISSUER: 'https://login.example.com/realms/staff',
  OIDC_CLIENT_ID: 'staff-workspace',
  OIDC_CLIENT_SECRET: 'a client secret',
  OIDC_REDIRECT_URL: 'https://www.example.com/staff/sign-in/sso/callback',
};

describe('single sign-on configuration (OIDC_*)', () => {
  it('is off unless OIDC_ISSUER is set', () => {
    expect(apiConfig({}).oidc).toBeUndefined();
    expect(apiConfig({ OIDC_CLIENT_ID: 'staff-workspace' }).oidc).toBeUndefined();
  });

  it('reads the provider, the client, the username claim (preferred_username by default) and the role claim (none by default)', () => {
    expect(apiConfig(SSO).oidc).toEqual({
      issuer: SSO.OIDC_ISSUER,
      clientId: SSO.OIDC_CLIENT_ID,
      clientSecret: SSO.OIDC_CLIENT_SECRET,
      redirectUrl: SSO.OIDC_REDIRECT_URL,
      usernameClaim: 'preferred_username',
      roleClaim: undefined,
      allowHttp: false,
    });
    expect(apiConfig({ ...SSO, OIDC_CLIENT_SECRET: '', OIDC_USERNAME_CLAIM: 'email', OIDC_ROLE_CLAIM: 'groups' }).oidc).toMatchObject({
      clientSecret: undefined,
      usernameClaim: 'email',
      roleClaim: 'groups',
    });
  });

  it('needs the client id and the redirect URL with the issuer, and https unless the provider is on loopback', () => {
    expect(() => apiConfig({ ...SSO, OIDC_CLIENT_ID: undefined })).toThrow(/OIDC_CLIENT_ID/);
    expect(() => apiConfig({ ...SSO, OIDC_REDIRECT_URL: '' })).toThrow(/OIDC_REDIRECT_URL/);
    expect(() => apiConfig({ ...SSO, OIDC_ISSUER: 'http://login.example.com' })).toThrow(/OIDC_ISSUER.*https/);
    expect(apiConfig({ ...SSO, OIDC_ISSUER: 'http://127.0.0.1:4000' }).oidc?.allowHttp).toBe(true);
  });
});
