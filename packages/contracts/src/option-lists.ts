/** One option of a select field: the stored value and the label shown to the visitor. */
export interface SelectOption<V extends string = string> {
  readonly value: V;
  readonly label: string;
}

/** The contact and demo forms' Role options: stored value and label, in the order the form lists them. */
export const ROLE_OPTIONS = [
  { value: 'ciso', label: 'CISO' },
  { value: 'cto', label: 'CTO' },
  { value: 'head-security', label: 'Head of Security Engineering' },
  { value: 'secops', label: 'Security Operations' },
  { value: 'compliance', label: 'Compliance Officer' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly SelectOption[];

/** The Deployment Interest options: stored value and label, in the order the form lists them. */
export const DEPLOYMENT_INTEREST_OPTIONS = [
  { value: 'saas', label: 'SaaS (Cloud)' },
  { value: 'vpc', label: 'VPC Deployment' },
  { value: 'on-premises', label: 'On-Premises' },
  { value: 'air-gapped', label: 'Air-Gapped Environment' },
  { value: 'hybrid', label: 'Hybrid Deployment' },
] as const satisfies readonly SelectOption[];

export type Role = (typeof ROLE_OPTIONS)[number]['value'];
export type DeploymentInterest = (typeof DEPLOYMENT_INTEREST_OPTIONS)[number]['value'];

export const ROLE_VALUES = ROLE_OPTIONS.map((option) => option.value) as [Role, ...Role[]];
export const DEPLOYMENT_INTEREST_VALUES = DEPLOYMENT_INTEREST_OPTIONS.map((option) => option.value) as [DeploymentInterest, ...DeploymentInterest[]];

/** The label of a role value, e.g. for the sales e-mail. */
export function roleLabel(value: Role): string {
  return ROLE_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

/** The label of a deployment interest value. */
export function deploymentInterestLabel(value: DeploymentInterest): string {
  return DEPLOYMENT_INTEREST_OPTIONS.find((option) => option.value === value)?.label ?? value;
}
