import { getDomain, getHostname } from 'tldts';

/**
 * The registrable domain of an address' domain, from the Public Suffix List (tldts): `a.b.acme.example` and
 * `acme.example` are both `acme.example`, while `one.co.uk` and `two.co.uk` stay apart. Only the list's ICANN
 * section counts as suffixes, so hosts under a private suffix (`x.github.io`) share their provider's budget: the
 * coarser key is the safer one for a cap. A domain with no registrable part (an address literal, a bare suffix)
 * is its own key.
 */
export function recipientDomain(address: string): string {
  const domain = address.slice(address.lastIndexOf('@') + 1).toLowerCase();
  return getDomain(domain) ?? getHostname(domain) ?? domain;
}
