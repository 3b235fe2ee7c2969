import { ENV_DEFAULTS } from './defaults.js';
import { ENV_FIELDS } from './env-schema.js';

/** Where the generated page lives, from the repository's root. */
export const ENV_DOC_PATH = 'docs/environment.md';

const HEADER = `# Environment

<!-- Written by \`npm run docs:env\` from packages/config/src/env-schema.ts and src/defaults.ts: edit those, not this file. -->

Every process reads its variables through the schema of \`@site/config\` (the api, the worker, the gateway, the
remotes' static servers, \`npm start\`, migrations, the company build) and stops at start with one line per bad
variable. \`npm start\` honours the variables of the processes it starts (\`infra/scripts/start.test.mjs\` starts it
with overrides and looks where the rows, jobs and mail went).
The browser tests start their own copy on ports derived from \`E2E_PORT_BASE\` ([testing](testing.md)).

| variable | default | used by, and what for |
|---|---|---|
`;

/** A table cell: pipes escaped, no line breaks. */
function cell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ');
}

function defaultOf(name: string): string {
  const value = (ENV_DEFAULTS as Readonly<Record<string, string>>)[name];
  return value ? `\`${value}\`` : 'unset';
}

/** `docs/environment.md`: one row per variable of the schema, in the schema's order. */
export function renderEnvironmentDoc(): string {
  const rows = Object.entries(ENV_FIELDS).map(([name, field]) => {
    if (!field.description) throw new Error(`${name} has no description in env-schema.ts (.describe(...))`);
    return `| \`${name}\` | ${cell(defaultOf(name))} | ${cell(field.description)} |`;
  });
  return `${HEADER}${rows.join('\n')}\n`;
}
