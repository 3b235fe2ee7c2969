import { STATUS_CODES } from 'node:http';

/** One invalid input: the field (dotted path, or a header name) and the schema's message for it. */
export interface FieldIssue {
  field: string;
  message: string;
}

/** Every API error answers with this JSON body. */
export interface ErrorBody {
  statusCode: number;
  /** The status' reason phrase, e.g. `Bad Request`. */
  error: string;
  message: string;
  issues?: FieldIssue[];
}

/** The reason phrase of an HTTP status (`Error` for an unknown one). */
export function reasonPhrase(statusCode: number): string {
  return STATUS_CODES[statusCode] ?? 'Error';
}

export function errorBody(statusCode: number, message: string, issues?: FieldIssue[]): ErrorBody {
  return issues ? { statusCode, error: reasonPhrase(statusCode), message, issues } : { statusCode, error: reasonPhrase(statusCode), message };
}
