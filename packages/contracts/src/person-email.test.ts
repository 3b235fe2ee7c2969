import { normalisePersonEmail } from './person-email.js';

describe('normalisePersonEmail', () => {
  it('reads an address as the lead tables are searched for it: trimmed, without bidirectional controls, lower-cased', () => {
    expect(normalisePersonEmail('  Jane.Doe@ACME.example ')).toBe('jane.doe@acme.example');
    expect(normalisePersonEmail('jane\u202e.doe@acme.example')).toBe('jane.doe@acme.example');
    // Unlike the forms, a free-mail address is a person all the same.
    expect(normalisePersonEmail('someone@gmail.com')).toBe('someone@gmail.com');
  });

  it('gives nothing for what is no address', () => {
    for (const raw of ['', 'not-an-address', `${'a'.repeat(250)}@acme.example`, undefined, 42]) expect(normalisePersonEmail(raw)).toBeUndefined();
  });
});
