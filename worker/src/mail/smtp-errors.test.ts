import { describe, expect, it } from '@jest/globals';
import { describeSmtpFailure, isPermanentSmtpFailure } from './smtp-errors.js';

function smtpError(fields: Record<string, unknown>, message = 'failed'): Error {
  return Object.assign(new Error(message), fields);
}

describe('isPermanentSmtpFailure', () => {
  it.each([550, 551, 552, 553, 554])('treats a %i reply as permanent', (responseCode) => {
    expect(isPermanentSmtpFailure(smtpError({ code: 'EENVELOPE', responseCode }))).toBe(true);
  });

  it.each([421, 450, 451, 452])('treats a %i reply as transient', (responseCode) => {
    expect(isPermanentSmtpFailure(smtpError({ code: 'EENVELOPE', responseCode }))).toBe(false);
  });

  it.each(['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EDNS'])('treats %s without a reply as transient', (code) => {
    expect(isPermanentSmtpFailure(smtpError({ code }))).toBe(false);
  });

  it('treats anything else as transient', () => {
    expect(isPermanentSmtpFailure(new Error('boom'))).toBe(false);
    expect(isPermanentSmtpFailure(undefined)).toBe(false);
  });
});

describe('describeSmtpFailure', () => {
  it('names the reply code, command and reply', () => {
    expect(describeSmtpFailure(smtpError({ responseCode: 550, command: 'RCPT TO', response: '550 5.1.1 No such user' }))).toBe(
      '550 on RCPT TO: 550 5.1.1 No such user',
    );
  });

  it('falls back to the error code and message', () => {
    expect(describeSmtpFailure(smtpError({ code: 'ESOCKET' }, 'connect ECONNREFUSED 127.0.0.1:1'))).toBe('ESOCKET connect ECONNREFUSED 127.0.0.1:1');
  });
});
