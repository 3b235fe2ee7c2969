import { ArrowRight, type LucideIcon } from 'lucide-react';
import { Button, type ButtonVariant } from './button';

/** A call to action leading to another page of the site (client-side navigation). */
export interface PageAction {
  label: string;
  to: string;
  /** Shown before the label of a second action (the primary one always ends with an arrow). */
  icon?: LucideIcon;
}

export interface PageActionsProps {
  /** The main action: a large primary button with an arrow. */
  primary: PageAction;
  /** An optional second action, quieter. */
  secondary?: PageAction;
  /** Look of the second action. Default 'outline'. */
  secondaryVariant?: Extract<ButtonVariant, 'outline' | 'secondary'>;
}

/** The one or two buttons that close a hero or a call-to-action panel. */
export function PageActions({ primary, secondary, secondaryVariant = 'outline' }: PageActionsProps) {
  return (
    <>
      <Button to={primary.to} size="lg">
        {primary.label}
        <ArrowRight aria-hidden="true" />
      </Button>
      {secondary && (
        <Button to={secondary.to} variant={secondaryVariant} size="lg">
          {secondary.icon && <secondary.icon aria-hidden="true" />}
          {secondary.label}
        </Button>
      )}
    </>
  );
}
