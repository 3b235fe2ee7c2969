import type { AnchorHTMLAttributes, ButtonHTMLAttributes, InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';

// The form controls of the pages the API renders (staff and claim pages): native elements (server-rendered, no
// script), styled with the design system's tokens (theme.css of @site/ui). Focus is always visible: the ring colour on a 2 px outline.

const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

const CONTROL =
  'w-full rounded-md border border-border bg-background/60 px-3 py-2 text-sm text-foreground placeholder:text-muted-foreground/70 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring focus-visible:border-cyber-cyan/60 aria-invalid:border-destructive';

const BUTTON = `inline-flex h-10 items-center justify-center gap-2 rounded-md px-4 text-sm font-semibold whitespace-nowrap ${FOCUS}`;

const BUTTON_VARIANTS = {
  primary: 'bg-primary text-primary-foreground hover:bg-[#33ddff]',
  secondary: 'border border-border bg-muted text-foreground hover:border-cyber-cyan/40',
  ghost: 'text-muted-foreground hover:bg-muted hover:text-foreground',
  /** What cannot be undone (erasing a person): red, unlike the buttons that are safe to press. */
  destructive: 'bg-destructive text-destructive-foreground hover:bg-[#fca5a5]',
} as const;

export type ButtonVariant = keyof typeof BUTTON_VARIANTS;

export function buttonClasses(variant: ButtonVariant = 'primary'): string {
  return `${BUTTON} ${BUTTON_VARIANTS[variant]}`;
}

export function Button({ variant, type = 'submit', ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClasses(variant)} {...props} />;
}

/** A link that looks like a button (e.g. the CSV export). */
export function LinkButton({ variant, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: ButtonVariant }) {
  return <a className={buttonClasses(variant)} {...props} />;
}

/** A text link in the page's accent colour. */
export function TextLink(props: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a className={`text-cyber-cyan underline-offset-4 hover:underline ${FOCUS} rounded-sm`} {...props} />;
}

/** A labelled field: the label names the control exactly (`htmlFor` = its id). */
export function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-foreground">
        {label}
      </label>
      {children}
    </div>
  );
}

export function TextInput({ className = '', ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input {...props} className={`${CONTROL} h-10 ${className}`} />;
}

export function SelectInput({
  options,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { options: ReadonlyArray<{ value: string; label: string }> }) {
  return (
    <select className={`${CONTROL} h-10`} {...props}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

export function Checkbox({ id, label, ...props }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { id: string; label: string }) {
  return (
    <div className="flex items-center gap-2">
      <input id={id} type="checkbox" className={`size-4 accent-[var(--color-cyber-cyan)] ${FOCUS}`} {...props} />
      <label htmlFor={id} className="text-sm text-foreground">
        {label}
      </label>
    </div>
  );
}

/** The hidden CSRF field every state-changing form carries. */
export function CsrfField({ token }: { token: string }) {
  return <input type="hidden" name="_csrf" value={token} />;
}
