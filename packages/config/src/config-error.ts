/** One environment variable that cannot be used, and why. */
export interface ConfigIssue {
  readonly variable: string;
  readonly message: string;
}

/**
 * The configuration is invalid: every bad variable at once, one line each (`NAME: what is wrong, got "value"`),
 * so a deployment is fixed in one go instead of one restart per variable.
 */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';

  constructor(
    readonly service: string,
    readonly issues: readonly ConfigIssue[],
  ) {
    super(`${service} configuration invalid:\n${issues.map((issue) => `  ${issue.variable}: ${issue.message}`).join('\n')}`);
  }
}
