const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * True when `value` can be a lead id (a UUID, the primary key's type). Anything else names no lead: checked
 * before a query, since PostgreSQL answers a failed uuid cast with an error instead of no row.
 */
export function isLeadId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
