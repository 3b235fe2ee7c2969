import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Checkbox, FieldError, FormField, Input, Select, Textarea, type SelectOption } from '@site/ui';

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  /** The field's validation message, if any. */
  error?: string;
  /** `register(name)` of the form. */
  registration: UseFormRegisterReturn;
}

const errorIdOf = (id: string) => `${id}-error`;

function invalidProps(id: string, error?: string) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': errorIdOf(id) } : {};
}

export function TextField({
  id,
  label,
  required,
  error,
  registration,
  ...inputProps
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required'>) {
  return (
    <FormField label={label} htmlFor={id} required={required} error={error} errorId={errorIdOf(id)}>
      <Input id={id} required={required} {...inputProps} {...invalidProps(id, error)} {...registration} />
    </FormField>
  );
}

export function TextareaField({
  id,
  label,
  required,
  error,
  registration,
  maxLength,
  placeholder,
}: FieldProps & { maxLength?: number; placeholder?: string }) {
  return (
    <FormField label={label} htmlFor={id} required={required} error={error} errorId={errorIdOf(id)}>
      <Textarea id={id} rows={5} required={required} maxLength={maxLength} placeholder={placeholder} {...invalidProps(id, error)} {...registration} />
    </FormField>
  );
}

export function SelectField({
  id,
  label,
  required,
  error,
  registration,
  options,
  placeholder,
}: FieldProps & { options: readonly SelectOption[]; placeholder: string }) {
  return (
    <FormField label={label} htmlFor={id} required={required} error={error} errorId={errorIdOf(id)}>
      <Select id={id} required={required} options={options} placeholder={placeholder} {...invalidProps(id, error)} {...registration} />
    </FormField>
  );
}

/** The required privacy checkbox; its label mentions and links the privacy policy. */
export function PrivacyConsentField({ id, error, registration }: Omit<FieldProps, 'label' | 'required'>) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-3">
        <Checkbox id={id} required {...invalidProps(id, error)} {...registration} />
        <label htmlFor={id} className="text-sm text-muted-foreground">
          I agree to the{' '}
          <Link to="/legal/privacy-policy" className="font-medium text-cyber-cyan underline underline-offset-4">
            privacy policy
          </Link>{' '}
          and to being contacted about my request.
          <span aria-hidden="true" className="ml-0.5 text-cyber-cyan">
            *
          </span>
        </label>
      </div>
      <FieldError id={errorIdOf(id)}>{error}</FieldError>
    </div>
  );
}
