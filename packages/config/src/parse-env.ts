import { z } from 'zod';
import { ConfigError, type ConfigIssue } from './config-error.js';
import { ENV_FIELDS, type EnvField } from './env-schema.js';

export type Environment = Readonly<Record<string, string | undefined>>;

/** Whether the variable is given at all (unset, empty and blank are "not set", as for the schema). */
export function isSet(raw: string | undefined): boolean {
  return raw !== undefined && raw.trim() !== '';
}

export type Part<K extends EnvField> = { [P in K]: z.output<(typeof ENV_FIELDS)[P]> };

/**
 * Parses the variables `names` of `env` (unknown variables are ignored) and runs `check` on the result for
 * rules across variables. Throws one ConfigError listing every bad variable (the rules across variables are
 * checked once each variable is valid on its own, since they compare parsed values).
 */
export function parseEnvPart<K extends EnvField>(
  service: string,
  env: Environment,
  names: readonly K[],
  check: (part: Part<K>) => ConfigIssue[] = () => [],
): Part<K> {
  const shape = Object.fromEntries(names.map((name) => [name, ENV_FIELDS[name]])) as Pick<typeof ENV_FIELDS, K>;
  const result = z.object(shape).safeParse(Object.fromEntries(names.map((name) => [name, env[name]])));
  if (!result.success) {
    throw new ConfigError(
      service,
      result.error.issues.map((issue) => ({ variable: String(issue.path[0] ?? '(environment)'), message: issue.message })),
    );
  }
  const part = result.data as Part<K>;
  const issues = check(part);
  if (issues.length > 0) throw new ConfigError(service, issues);
  return part;
}
