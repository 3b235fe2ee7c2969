import { clsx, type ClassValue } from 'clsx';

/** Joins class names, skipping falsy values (clsx semantics). */
export function cn(...classes: ClassValue[]): string {
  return clsx(classes);
}
