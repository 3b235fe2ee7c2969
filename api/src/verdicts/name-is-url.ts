import { linksIn } from './link-finder.js';

/** The full name is a web address or a bare domain (`https://spam.example`, `cheap-pills.xyz`), not a person's name. */
export function isNameAUrl(fullName: string | undefined): boolean {
  const name = fullName?.trim();
  if (!name) return false;
  const links = linksIn(name);
  return links.length === 1 && links[0]?.index === 0 && links[0].lastIndex === name.length;
}
