import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { cn } from './cn';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-md font-semibold whitespace-nowrap select-none ' +
  'transition-[color,background-color,border-color,box-shadow,transform] duration-150 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ' +
  'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 ' +
  '[&_svg]:size-4 [&_svg]:shrink-0';

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-primary text-primary-foreground shadow-[0_0_0_1px_rgb(0_212_255/0.4),0_8px_24px_-8px_rgb(0_212_255/0.55)] hover:bg-[#33ddff] active:translate-y-px',
  secondary: 'bg-muted text-foreground border border-border hover:bg-[#18253d] hover:border-cyber-cyan/40',
  outline: 'border border-cyber-cyan/60 text-cyber-cyan bg-transparent hover:bg-cyber-cyan/10 hover:border-cyber-cyan',
  ghost: 'text-muted-foreground bg-transparent hover:text-foreground hover:bg-muted',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
};

/** Class names of a button, for elements that must look like one (e.g. a NavLink). */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}): string {
  return cn(base, variants[variant], sizes[size], className);
}

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  children?: ReactNode;
}

/** With `to`: a router Link (client-side navigation). */
export type ButtonAsLinkProps = CommonProps & Omit<LinkProps, 'className' | 'children'> & { href?: never };
/** With `href`: a plain anchor (downloads, in-page anchors such as '#configurations', external URLs). */
export type ButtonAsAnchorProps = CommonProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'children'> & { href: string; to?: never };
/** Otherwise: a <button> (type="button" unless given). */
export type ButtonAsButtonProps = CommonProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children'> & { to?: never; href?: never };

export type ButtonProps = ButtonAsLinkProps | ButtonAsAnchorProps | ButtonAsButtonProps;

export function Button(props: ButtonProps) {
  if (props.to !== undefined) {
    const { variant, size, className, children, ...rest } = props as ButtonAsLinkProps;
    return (
      <Link className={buttonClasses({ variant, size, className })} {...rest}>
        {children}
      </Link>
    );
  }
  if (props.href !== undefined) {
    const { variant, size, className, children, ...rest } = props as ButtonAsAnchorProps;
    return (
      <a className={buttonClasses({ variant, size, className })} {...rest}>
        {children}
      </a>
    );
  }
  const { variant, size, className, children, type = 'button', ...rest } = props as ButtonAsButtonProps;
  return (
    <button type={type} className={buttonClasses({ variant, size, className })} {...rest}>
      {children}
    </button>
  );
}
