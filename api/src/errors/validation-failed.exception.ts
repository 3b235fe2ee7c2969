import { BadRequestException, type StandardSchemaValidationPipeOptions } from '@nestjs/common';
import { errorBody, type FieldIssue } from './error-body.js';

/** The issues a Standard Schema reports (what `StandardSchemaValidationPipe` hands its exception factory). */
export type SchemaIssues = Parameters<NonNullable<StandardSchemaValidationPipeOptions['exceptionFactory']>>[0];
type SchemaIssue = SchemaIssues[number];
type PathSegment = NonNullable<SchemaIssue['path']>[number];

export const VALIDATION_FAILED_MESSAGE = 'Validation failed';

/** The field name of an issue about the body (or query) as a whole, e.g. "expected object". */
const WHOLE_INPUT_FIELD = '(root)';

function pathSegment(segment: PathSegment): string {
  const key = typeof segment === 'object' ? segment.key : segment;
  return String(key);
}

/**
 * Flattens Standard Schema issues (zod's, as the Nest pipe hands them over) into `{ field, message }` pairs,
 * keeping each schema message verbatim. zod reports unknown keys of a strict object as one issue at the
 * object's path with `keys`; each key becomes its own issue named after the key.
 */
export function toFieldIssues(issues: SchemaIssues): FieldIssue[] {
  const result: FieldIssue[] = [];
  for (const issue of issues) {
    const path = (issue.path ?? []).map(pathSegment);
    const unknownKeys = (issue as { code?: unknown; keys?: unknown }).keys;
    if ((issue as { code?: unknown }).code === 'unrecognized_keys' && Array.isArray(unknownKeys)) {
      for (const key of unknownKeys) {
        result.push({ field: [...path, String(key)].join('.'), message: `Unrecognized key: "${String(key)}"` });
      }
      continue;
    }
    result.push({ field: path.length ? path.join('.') : WHOLE_INPUT_FIELD, message: issue.message });
  }
  return result;
}

/** 400 `{ statusCode, error, message: 'Validation failed', issues: [{ field, message }] }`. */
export class ValidationFailedException extends BadRequestException {
  readonly issues: FieldIssue[];

  constructor(issues: FieldIssue[]) {
    super(errorBody(400, VALIDATION_FAILED_MESSAGE, issues));
    this.issues = issues;
  }

  static fromSchemaIssues(issues: SchemaIssues): ValidationFailedException {
    return new ValidationFailedException(toFieldIssues(issues));
  }
}
