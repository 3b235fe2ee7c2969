import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** A lead form's zod schemas: the form's (what the visitor fills in) and the API's (what is posted). */
export interface LeadFormSchemas<TSchema extends z.ZodType<FieldValues, FieldValues>, TApiSchema extends z.ZodObject> {
  schema: TSchema;
  apiSchema: TApiSchema;
}

/**
 * A lead form's schemas with their react-hook-form resolver, loaded once, on demand: zod and the resolver are most of a
 * form's script and nothing needs them until the form validates. `prepare()` starts loading (the visitor reached for the
 * form); `resolver` validates once they are loaded (the first submit waits for them); `schemas()` gives them. A load
 * that failed (e.g. the connection dropped) is tried again by the next call.
 */
export function lazySchemas<TSchema extends z.ZodType<FieldValues, FieldValues>, TApiSchema extends z.ZodObject>(
  load: () => Promise<LeadFormSchemas<TSchema, TApiSchema>>,
) {
  type Loaded = { schemas: LeadFormSchemas<TSchema, TApiSchema>; resolver: Resolver<z.input<TSchema>, unknown, z.output<TSchema>> };
  let loading: Promise<Loaded> | undefined;
  const loaded = (): Promise<Loaded> => {
    if (loading) return loading;
    const attempt = Promise.all([load(), import('@hookform/resolvers/zod')]).then(([schemas, { zodResolver }]) => ({
      schemas,
      resolver: zodResolver(schemas.schema),
    }));
    attempt.catch(() => {
      if (loading === attempt) loading = undefined;
    });
    loading = attempt;
    return attempt;
  };
  const resolver: Resolver<z.input<TSchema>, unknown, z.output<TSchema>> = async (values, context, options) =>
    (await loaded()).resolver(values, context, options);
  return {
    prepare: (): void => {
      // Only a head start: a failure here is met again (and retried) by the submit that needs the schemas.
      loaded().catch(() => undefined);
    },
    resolver,
    schemas: async () => (await loaded()).schemas,
  };
}
