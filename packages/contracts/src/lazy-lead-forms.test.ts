import { config } from 'zod';
import { LAZY_LEAD_FORMS } from './lazy-lead-forms.js';
import { LEAD_FORMS } from './lead-forms.js';

describe('LAZY_LEAD_FORMS', () => {
  it.each(Object.keys(LEAD_FORMS) as (keyof typeof LEAD_FORMS)[])('%s: the same values, path and schemas as LEAD_FORMS', async (kind) => {
    const { loadSchemas, ...plain } = LAZY_LEAD_FORMS[kind];
    const { schema, apiSchema, ...rest } = LEAD_FORMS[kind];
    expect(plain).toEqual(rest);
    const loaded = await loadSchemas();
    expect(loaded.schema).toBe(schema);
    expect(loaded.apiSchema).toBe(apiSchema);
  });

  it('the loaded schemas come with zod set to parse without eval (the site forbids it)', async () => {
    await LAZY_LEAD_FORMS.contact.loadSchemas();
    expect(config().jitless).toBe(true);
  });
});
