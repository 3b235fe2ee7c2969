// The client address the API saw (its rate limits' key), as it travels with a lead job and keys the per-client caps
// of the acknowledgement and the distinct-client counts of the browser reports. Kept out of the package's main
// entry (imported as `@site/contracts/client-address`), so the remotes' forms never bundle ipaddr.js.
import ipaddr from 'ipaddr.js';

/** Bits of an IPv6 address that name one client: a /64 is what one home or office line gets. */
export const IPV6_CLIENT_PREFIX_BITS = 64;

/**
 * Whether `value` is an IPv4 address in dotted-quad form or an IPv6 address (a client address worth keying on).
 * Stricter than `ipaddr.isValid`, which also takes the legacy short forms (`198.51.100` = 198.51.0.100).
 */
export function isClientAddress(value: unknown): value is string {
  return typeof value === 'string' && (ipaddr.IPv4.isValidFourPartDecimal(value) || ipaddr.IPv6.isValid(value));
}

/**
 * The key one client is counted under: an IPv4 address as is (an IPv4-mapped IPv6 address as its IPv4 address),
 * an IPv6 address as its /64 network. One line holds a whole /64, so counting single IPv6 addresses would let one
 * client pose as 2^64 clients. Undefined for anything that is no address.
 */
export function clientKey(address: string): string | undefined {
  if (!isClientAddress(address)) return undefined;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toNormalizedString()}/${IPV6_CLIENT_PREFIX_BITS}`);
  return `${network.toString()}/${IPV6_CLIENT_PREFIX_BITS}`;
}
