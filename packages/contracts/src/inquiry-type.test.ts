import { inquiryTypeSchema } from './fields.js';
import { readInquiryType } from './inquiry-type.js';

describe('readInquiryType (the contact page, without zod)', () => {
  it('reads a slug, trimmed and without bidirectional controls', () => {
    expect(readInquiryType('proposal')).toBe('proposal');
    expect(readInquiryType('  cpp-project ')).toBe('cpp-project');
    expect(readInquiryType('pro\u202Eposal')).toBe('proposal');
  });

  it('reads nothing from an empty value, a non-slug or an overlong slug', () => {
    for (const raw of ['', '   ', 'Proposal', 'cpp_project', '-x', 'a--b', 'a'.repeat(65)]) expect(readInquiryType(raw)).toBeUndefined();
    expect(readInquiryType('a'.repeat(64))).toBe('a'.repeat(64));
  });

  it('agrees with the schema the API reads inquiryType with', () => {
    const samples = ['proposal', ' proposal ', 'x1-y2', '\u2066demo\u2069', 'UPPER', 'two words', 'a/b', 'a'.repeat(64), 'a'.repeat(65), '', ' '];
    for (const raw of samples) {
      const parsed = inquiryTypeSchema.safeParse(raw);
      expect([raw, readInquiryType(raw)]).toEqual([raw, parsed.success && parsed.data !== '' ? parsed.data : undefined]);
    }
  });
});
