import { claimUrl } from './claim-link.js';
import { signClaimToken, verifyClaimToken } from './claim-token.js';

const SECRET = 'a-test-secret-that-is-long-enough-for-hmac';
const LEAD = '0b7a9a54-7c1f-4b55-9c3e-5e0f0a3b1d2e';

describe('claim tokens', () => {
  it('round-trips a lead id and kind until it expires', async () => {
    const expiresAt = new Date(Date.now() + 60_000);
    const token = await signClaimToken({ leadId: LEAD, kind: 'demo-request', expiresAt }, SECRET);
    const check = await verifyClaimToken(token, SECRET);
    expect(check).toEqual({
      ok: true,
      claim: { leadId: LEAD, kind: 'demo-request', expiresAt: new Date(Math.floor(expiresAt.getTime() / 1000) * 1000) },
    });
    expect(await verifyClaimToken(token, SECRET, new Date(expiresAt.getTime() + 1000))).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a tampered token, another secret and garbage as invalid', async () => {
    const token = await signClaimToken({ leadId: LEAD, kind: 'contact-submission', expiresAt: new Date(Date.now() + 60_000) }, SECRET);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forged = JSON.parse(Buffer.from(payload, 'base64url').toString());
    forged.sub = '11111111-1111-4111-8111-111111111111';
    const tampered = `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
    expect(await verifyClaimToken(tampered, SECRET)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyClaimToken(token, `${SECRET}-other`)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyClaimToken('not-a-token', SECRET)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('calls a tampered expired token invalid, not expired', async () => {
    const token = await signClaimToken({ leadId: LEAD, kind: 'contact-submission', expiresAt: new Date(Date.now() - 60_000) }, SECRET);
    expect(await verifyClaimToken(token, SECRET)).toEqual({ ok: false, reason: 'expired' });
    expect(await verifyClaimToken(`${token.slice(0, -2)}xx`, SECRET)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('builds the claim link with an optional claimer', () => {
    expect(claimUrl('http://localhost:8080', 'a.b.c')).toBe('http://localhost:8080/api/lead-claims/a.b.c');
    expect(claimUrl('https://site.example/', 'a.b.c', 'ana@site.example')).toBe(
      'https://site.example/api/lead-claims/a.b.c?claimer=ana%40site.example',
    );
  });
});
