import { describe, expect, it } from '@jest/globals';
import { contactSubmissionSchema } from '@site/contracts';
import { toFieldIssues } from './validation-failed.exception.js';

describe('toFieldIssues', () => {
  it('names each field with the schema message, one issue per unknown key', () => {
    const result = contactSubmissionSchema.safeParse({ workEmail: 'x@hotmail.com', fullName: 'A', company: 'B', role: 'ciso', a: 1, b: 2 });
    expect(result.success).toBe(false);
    expect(toFieldIssues(result.error?.issues ?? [])).toEqual([
      { field: 'workEmail', message: 'Please use a business email address.' },
      { field: 'a', message: 'Unrecognized key: "a"' },
      { field: 'b', message: 'Unrecognized key: "b"' },
    ]);
  });

  it('names an issue about the whole body (root)', () => {
    expect(toFieldIssues([{ message: 'Invalid input: expected object, received null' }])).toEqual([
      { field: '(root)', message: 'Invalid input: expected object, received null' },
    ]);
  });
});
