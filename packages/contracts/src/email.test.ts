import { isPersonalEmail, PERSONAL_EMAIL_PROVIDERS, workEmailSchema } from './email.js';
import { FIELD_LIMITS } from './limits.js';

function messagesOf(input: unknown): string[] {
  const result = workEmailSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('workEmailSchema', () => {
  it('accepts a business address and trims it', () => {
    expect(workEmailSchema.parse('  jane.doe@acme-security.com ')).toBe('jane.doe@acme-security.com');
  });

  it.each(['', '   ', 'jane', 'jane@', '@acme.com', 'jane@acme', 'jane doe@acme.com', 'jane@@acme.com'])(
    'rejects %p with exactly "Invalid email address."',
    (input) => {
      expect(messagesOf(input)).toEqual(['Invalid email address.']);
    },
  );

  it('rejects a missing or non-string value as an invalid address', () => {
    expect(messagesOf(undefined)).toEqual(['Invalid email address.']);
    expect(messagesOf(42)).toEqual(['Invalid email address.']);
    expect(messagesOf(null)).toEqual(['Invalid email address.']);
  });

  it.each([
    'jane@gmail.com',
    'jane@yahoo.com',
    'jane@hotmail.com',
    'jane@yahoo.co.uk',
    'jane@hotmail.fr',
    'jane@gmail.de',
    'jane@mail.yahoo.com',
    'Jane@GMAIL.COM',
    '  jane@Hotmail.Co.Uk  ',
  ])('rejects the personal address %p with exactly "Please use a business email address."', (input) => {
    expect(messagesOf(input)).toEqual(['Please use a business email address.']);
  });

  it.each(['jane@notgmail.com', 'jane@gmail-partners.io', 'jane@yahoofinance-consulting.com', 'gmail@acme.com'])(
    'accepts %p (the provider must be a whole domain label)',
    (input) => {
      expect(messagesOf(input)).toEqual([]);
    },
  );

  it('reports an invalid address that mentions gmail only as invalid', () => {
    expect(messagesOf('gmail')).toEqual(['Invalid email address.']);
    expect(messagesOf('jane@gmail')).toEqual(['Invalid email address.']);
  });

  it(`accepts up to ${FIELD_LIMITS.workEmail} characters and rejects longer addresses`, () => {
    const addressOfLength = (length: number): string => {
      const tail = '@example.com';
      return 'a'.repeat(length - tail.length) + tail;
    };
    expect(messagesOf(addressOfLength(254))).toEqual([]);
    expect(messagesOf(addressOfLength(255))).toEqual(['Email must be at most 254 characters.']);
  });
});

describe('isPersonalEmail', () => {
  it('lists exactly the refused free-mail providers: gmail, yahoo, hotmail', () => {
    expect(PERSONAL_EMAIL_PROVIDERS).toEqual(['gmail', 'yahoo', 'hotmail']);
  });

  it('matches a provider label whatever the TLD or subdomain', () => {
    expect(isPersonalEmail('a@gmail.com')).toBe(true);
    expect(isPersonalEmail('a@yahoo.co.jp')).toBe(true);
    expect(isPersonalEmail('a@eu.hotmail.com')).toBe(true);
  });

  it('does not match partial labels, the TLD, or the local part', () => {
    expect(isPersonalEmail('a@mygmail.com')).toBe(false);
    expect(isPersonalEmail('a@acme.gmail')).toBe(false);
    expect(isPersonalEmail('gmail@acme.com')).toBe(false);
    expect(isPersonalEmail('no-at-sign')).toBe(false);
  });
});
