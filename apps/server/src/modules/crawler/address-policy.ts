import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { CrawlError, crawlReasons, UnsafeAddressError } from './errors.js';

/** Decides whether the crawler may connect to `address` (a resolved IP) for `url`. */
export type AddressPolicy = (address: string, url: URL) => boolean;

export interface VettedAddress {
  address: string;
  family: 4 | 6;
}

export function addressPolicyFor(allowPrivateNetworks: boolean): AddressPolicy {
  return allowPrivateNetworks ? () => true : (address) => isPublicAddress(address);
}

/** The host of a URL as a resolver or a socket wants it: IPv6 literals lose their brackets. */
export function bareHostname(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/**
 * Resolves the URL's host and checks every address it resolves to, so that one private record
 * among public ones cannot slip through. The caller connects to the returned addresses only, so
 * DNS cannot answer differently between this check and the connection (rebinding).
 */
export async function vetUrlAddress(url: URL, policy: AddressPolicy): Promise<VettedAddress[]> {
  const host = bareHostname(url);
  const literalFamily = isIP(host);
  let candidates: VettedAddress[];
  if (literalFamily === 4 || literalFamily === 6) {
    candidates = [{ address: host, family: literalFamily }];
  } else {
    try {
      const found = await lookup(host, { all: true, verbatim: true });
      candidates = found.map((entry) => ({
        address: entry.address,
        family: entry.family === 6 ? 6 : 4,
      }));
    } catch {
      throw new CrawlError(crawlReasons.notFound);
    }
  }
  if (candidates.length === 0) throw new CrawlError(crawlReasons.notFound);
  if (candidates.some((candidate) => !policy(candidate.address, url))) {
    throw new UnsafeAddressError();
  }
  return candidates;
}

/** [first address, prefix length] of every IPv4 range that is not the public internet. */
const nonPublicIpv4: [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, incl. the cloud metadata address 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, incl. broadcast
];

const nonPublicIpv4Ranges = nonPublicIpv4.map(([base, prefix]) => ({
  base: ipv4ToNumber(base),
  mask: prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0,
}));

/** True when the IPv4 or IPv6 address is on the public internet; anything unparsable is not. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return isPublicIpv4(ipv4ToNumber(address));
  if (family === 6) return isPublicIpv6(address);
  return false;
}

function isPublicIpv4(value: number): boolean {
  return !nonPublicIpv4Ranges.some(({ base, mask }) => (value & mask) >>> 0 === base);
}

function isPublicIpv6(address: string): boolean {
  const groups = ipv6Groups(address);
  if (!groups) return false;
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const lowV4 = ((g6 << 16) | g7) >>> 0;
  const upperZero = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  // ::ffff:a.b.c.d reaches the IPv4 address a.b.c.d: judge that address.
  if (upperZero && g5 === 0xffff) return isPublicIpv4(lowV4);
  // ::, ::1 and the deprecated IPv4-compatible ::a.b.c.d.
  if (upperZero && g5 === 0) return false;
  // NAT64 64:ff9b::a.b.c.d is translated to a.b.c.d; 64:ff9b:1::/48 is for local use.
  if (g0 === 0x64 && g1 === 0xff9b) {
    return g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0 && isPublicIpv4(lowV4);
  }
  // 6to4 2002:AABB:CCDD:: tunnels to the IPv4 address AA.BB.CC.DD.
  if (g0 === 0x2002) return isPublicIpv4(((g1 << 16) | g2) >>> 0);
  // Teredo, ORCHID and other IETF assignments (2001::/23), documentation (2001:db8::/32, 3fff::/20).
  if (g0 === 0x2001 && g1 < 0x200) return false;
  if (g0 === 0x2001 && g1 === 0xdb8) return false;
  if (g0 === 0x3fff && g1 < 0x1000) return false;
  // Global unicast is 2000::/3; everything else (fc00::/7 unique-local, fe80::/10 link-local,
  // ff00::/8 multicast, fec0::/10 site-local, 100::/64 discard, ...) is not public.
  return (g0 & 0xe000) === 0x2000;
}

function ipv4ToNumber(address: string): number {
  return address.split('.').reduce((value, octet) => ((value << 8) | Number(octet)) >>> 0, 0);
}

/** The eight 16-bit groups of an IPv6 address (zone id dropped, embedded IPv4 tail converted). */
function ipv6Groups(address: string): number[] | null {
  let text = address.split('%')[0] ?? '';
  const v4Tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (v4Tail) {
    if (isIP(v4Tail) !== 4) return null;
    const value = ipv4ToNumber(v4Tail);
    text = `${text.slice(0, -v4Tail.length)}${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return null;
  const groups = [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups].map((group) =>
    Number.parseInt(group, 16),
  );
  return groups.some((group) => Number.isNaN(group) || group < 0 || group > 0xffff) ? null : groups;
}
