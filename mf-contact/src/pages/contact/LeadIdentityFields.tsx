import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { DEPLOYMENT_INTEREST_OPTIONS, FIELD_LIMITS, ROLE_OPTIONS } from '@site/contracts';
import { SelectField, TextField } from '@site/lead-forms';
import { FIELD_LABELS, FIELD_PLACEHOLDERS } from './contact-form.content';

/** The fields both /contact forms ask: who the visitor is and what deployment they consider. */
export interface IdentityValues {
  workEmail: string;
  fullName: string;
  company: string;
  role: string;
  deploymentInterest?: string | null;
}

export function LeadIdentityFields({
  idPrefix,
  register,
  errors,
}: {
  idPrefix: string;
  register: UseFormRegister<IdentityValues>;
  errors: FieldErrors<IdentityValues>;
}) {
  return (
    <>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <TextField
          id={`${idPrefix}-workEmail`}
          label={FIELD_LABELS.workEmail}
          required
          type="email"
          autoComplete="email"
          maxLength={FIELD_LIMITS.workEmail}
          placeholder={FIELD_PLACEHOLDERS.workEmail}
          error={errors.workEmail?.message}
          registration={register('workEmail')}
        />
        <TextField
          id={`${idPrefix}-fullName`}
          label={FIELD_LABELS.fullName}
          required
          autoComplete="name"
          maxLength={FIELD_LIMITS.fullName}
          placeholder={FIELD_PLACEHOLDERS.fullName}
          error={errors.fullName?.message}
          registration={register('fullName')}
        />
        <TextField
          id={`${idPrefix}-company`}
          label={FIELD_LABELS.company}
          required
          autoComplete="organization"
          maxLength={FIELD_LIMITS.company}
          placeholder={FIELD_PLACEHOLDERS.company}
          error={errors.company?.message}
          registration={register('company')}
        />
        <SelectField
          id={`${idPrefix}-role`}
          label={FIELD_LABELS.role}
          required
          options={ROLE_OPTIONS}
          placeholder={FIELD_PLACEHOLDERS.role}
          error={errors.role?.message}
          registration={register('role')}
        />
      </div>
      <SelectField
        id={`${idPrefix}-deploymentInterest`}
        label={FIELD_LABELS.deploymentInterest}
        options={DEPLOYMENT_INTEREST_OPTIONS}
        placeholder={FIELD_PLACEHOLDERS.deploymentInterest}
        error={errors.deploymentInterest?.message}
        registration={register('deploymentInterest')}
      />
    </>
  );
}
