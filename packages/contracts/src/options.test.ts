import {
  DEPLOYMENT_INTEREST_OPTIONS,
  DEPLOYMENT_INTEREST_VALUES,
  deploymentInterestLabel,
  deploymentInterestSchema,
  ROLE_OPTIONS,
  ROLE_VALUES,
  roleLabel,
  roleSchema,
} from './options.js';

describe('role options', () => {
  it('has exactly these values and labels, in this order', () => {
    expect(ROLE_OPTIONS).toEqual([
      { value: 'ciso', label: 'CISO' },
      { value: 'cto', label: 'CTO' },
      { value: 'head-security', label: 'Head of Security Engineering' },
      { value: 'secops', label: 'Security Operations' },
      { value: 'compliance', label: 'Compliance Officer' },
      { value: 'other', label: 'Other' },
    ]);
    expect(ROLE_VALUES).toEqual(['ciso', 'cto', 'head-security', 'secops', 'compliance', 'other']);
    expect(roleSchema.out.options).toEqual(ROLE_VALUES);
  });

  it.each(ROLE_VALUES)('accepts %p', (value) => {
    expect(roleSchema.parse(value)).toBe(value);
  });

  it('says "Role is required." for a missing or empty role', () => {
    for (const input of [undefined, null, '']) {
      expect(roleSchema.safeParse(input).error?.issues[0]?.message).toBe('Role is required.');
    }
  });

  it('says "Please select a valid role." for an unknown role', () => {
    expect(roleSchema.safeParse('ceo').error?.issues[0]?.message).toBe('Please select a valid role.');
    expect(roleSchema.safeParse('CISO').error?.issues[0]?.message).toBe('Please select a valid role.');
  });

  it('looks labels up by value', () => {
    expect(roleLabel('head-security')).toBe('Head of Security Engineering');
  });
});

describe('deployment interest options', () => {
  it('has exactly these values and labels, in this order', () => {
    expect(DEPLOYMENT_INTEREST_OPTIONS).toEqual([
      { value: 'saas', label: 'SaaS (Cloud)' },
      { value: 'vpc', label: 'VPC Deployment' },
      { value: 'on-premises', label: 'On-Premises' },
      { value: 'air-gapped', label: 'Air-Gapped Environment' },
      { value: 'hybrid', label: 'Hybrid Deployment' },
    ]);
    expect(DEPLOYMENT_INTEREST_VALUES).toEqual(['saas', 'vpc', 'on-premises', 'air-gapped', 'hybrid']);
    expect(deploymentInterestSchema.out.options).toEqual(DEPLOYMENT_INTEREST_VALUES);
  });

  it('rejects an unknown value with a clear message', () => {
    expect(deploymentInterestSchema.safeParse('mainframe').error?.issues[0]?.message).toBe('Please select a valid deployment option.');
  });

  it('looks labels up by value', () => {
    expect(deploymentInterestLabel('air-gapped')).toBe('Air-Gapped Environment');
  });
});
