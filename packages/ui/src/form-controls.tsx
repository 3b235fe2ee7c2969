import type { InputHTMLAttributes, LabelHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { cn } from './cn';

// Native form controls styled for the dark theme. Native elements keep forms accessible, server-renderable and
// usable without JavaScript (a prerendered form posts even before hydration). They accept react-hook-form's
// `register(...)` spread (ref is a plain prop in React 19).

const control =
  'w-full rounded-md border border-border bg-background/60 px-3 py-2 text-sm text-foreground ' +
  'placeholder:text-muted-foreground/70 transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring focus-visible:border-cyber-cyan/60 ' +
  'aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive disabled:opacity-60';

/** A label; the required mark sits beside it (not inside), so the field's accessible name is exactly the label. */
export function Label({ className, children, required, ...props }: LabelHTMLAttributes<HTMLLabelElement> & { required?: boolean }) {
  return (
    <span className="inline-flex items-baseline gap-0.5">
      {/* biome-ignore lint/a11y/noLabelWithoutControl: the caller passes `htmlFor` through `props`. */}
      <label className={cn('text-sm font-medium text-foreground', className)} {...props}>
        {children}
      </label>
      {required ? (
        <span aria-hidden="true" className="text-cyber-cyan">
          *
        </span>
      ) : null}
    </span>
  );
}

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(control, 'h-10', className)} {...props} />;
}

/** Multi-line text; at least 100 px high. */
export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={cn(control, 'min-h-[100px] resize-y', className)} {...props} />;
}

export interface SelectOption {
  value: string;
  label: string;
}

/** A native select with a placeholder option ('' = nothing chosen). */
export function Select({
  options,
  placeholder,
  className,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { options: readonly SelectOption[]; placeholder: string }) {
  return (
    <select className={cn(control, 'h-10 appearance-auto', className)} {...props}>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

export function Checkbox({ className, ...props }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <input
      type="checkbox"
      className={cn(
        'mt-0.5 size-4 shrink-0 rounded border-border accent-[var(--color-cyber-cyan)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    />
  );
}

/** A field's validation message, announced to screen readers. */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {children}
    </p>
  );
}

/** Label, control and error message laid out together; `children` is the control. */
export function FormField({
  label,
  htmlFor,
  required,
  error,
  errorId,
  hint,
  children,
  className,
}: {
  label: ReactNode;
  htmlFor: string;
  required?: boolean;
  error?: string;
  errorId: string;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={htmlFor} required={required}>
        {label}
      </Label>
      {children}
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

/**
 * The hidden honeypot input. Off-screen rather than display:none (some bots skip hidden fields), out of the tab
 * order, and labelled so assistive technology users know to leave it alone.
 */
export function HoneypotField({ name, ...props }: InputHTMLAttributes<HTMLInputElement> & { name: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={`hp-${name}`}>Leave this field empty</label>
      <input id={`hp-${name}`} type="text" name={name} tabIndex={-1} autoComplete="off" {...props} />
    </div>
  );
}
