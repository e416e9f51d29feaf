import { lookup as dnsLookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { config } from '@/lib/config/env';

/**
 * Which addresses the server may request on behalf of a URL a person typed or a feed
 * returned (lib/http/outbound.ts applies it to every connection and every redirect).
 * Only http(s), no user:password@ part, no cloud metadata host name, and only addresses
 * that ipaddr.js classes as public unicast: loopback, private, link-local, unique-local,
 * CGNAT, unspecified, multicast, broadcast, reserved, and the IPv6 forms that carry an
 * IPv4 address (mapped, compatible, NAT64, 6to4, Teredo) are refused. The WHATWG URL
 * parser has already turned decimal, octal, hex and shortened IPv4 (`2130706433`,
 * `0177.0.0.1`, `127.1`) into dotted form before the address is classed.
 *
 * OUTBOUND_ALLOW (tests and benchmarks only; production never sets it) lists
 * `address:port` pairs that may be reached anyway, e.g. `127.0.0.1:40123`; `*` as the
 * port allows every port of that address.
 */
export type OutboundRule = 'scheme' | 'userinfo' | 'metadata_host' | 'forbidden_address' | 'redirect' | 'too_large';

export class OutboundRefusal extends Error {
  constructor(
    readonly rule: OutboundRule,
    message: string,
  ) {
    super(message);
    this.name = 'OutboundRefusal';
  }
}

const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/** Names of cloud metadata services, refused whatever they resolve to. */
const METADATA_HOSTS = new Set([
  'metadata.google.internal',
  'metadata.goog',
  'metadata',
  'instance-data',
  'instance-data.ec2.internal',
  'metadata.azure.internal',
  'metadata.tencentyun.com',
  'metadata.platformequinix.com',
  '100-100-100-200.metadata',
]);

/** The host without IPv6 brackets and without the trailing dot of an absolute name. */
export function bareHost(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '').toLowerCase();
}

function isIp(host: string): boolean {
  return ipaddr.isValid(host) && (ipaddr.IPv6.isValid(host) || ipaddr.IPv4.isValidFourPartDecimal(host));
}

function allowList(): { address: string; port: string }[] {
  return (config().OUTBOUND_ALLOW ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .flatMap((entry) => {
      const match = /^\[?([^\]]+?)\]?:(\d{1,5}|\*)$/.exec(entry);
      if (!match || !ipaddr.isValid(match[1]!)) return [];
      return [{ address: ipaddr.process(match[1]!).toString(), port: match[2]! }];
    });
}

/** The port a URL connects to (its explicit port, else the scheme's). */
export function portOf(url: URL): string {
  return url.port || (url.protocol === 'https:' ? '443' : '80');
}

/** True when the address (any notation ipaddr.js reads) may be connected to on this port. */
export function addressAllowed(address: string, port: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const ip = ipaddr.process(address);
  // ipaddr.js reads '::127.0.0.1' as IPv4 but not its hex spelling '::7f00:1': the whole
  // IPv4-compatible block (::/96, deprecated) is refused here.
  const compatible = ip.kind() === 'ipv6' && ip.match(IPV4_COMPATIBLE);
  if (ip.range() === 'unicast' && !compatible) return true;
  const canonical = ip.toString();
  return allowList().some((entry) => entry.address === canonical && (entry.port === '*' || entry.port === port));
}

/**
 * The checks that need no name resolution: scheme, userinfo, metadata names, and the
 * address itself when the host is an IP literal. Returns the parsed URL.
 */
export function checkUrlSyntax(value: string | URL): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new OutboundRefusal('scheme', 'not an absolute http(s) address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundRefusal('scheme', `${url.protocol} addresses are not requested: http and https only`);
  if (url.username || url.password) throw new OutboundRefusal('userinfo', 'an address with a user name or password before the host is refused');
  const host = bareHost(url);
  if (METADATA_HOSTS.has(host) || host === 'localhost' || host.endsWith('.localhost')) {
    throw new OutboundRefusal('metadata_host', `${host} is an internal host name`);
  }
  if (isIp(host) && !addressAllowed(host, portOf(url))) throw new OutboundRefusal('forbidden_address', `${host} is not a public address`);
  return url;
}

export type Resolver = (host: string) => Promise<string[]>;

const systemResolver: Resolver = async (host) => (await dnsLookup(host, { all: true, verbatim: true })).map((a) => a.address);

/**
 * The check made when a feed is saved: the syntax checks, then the name resolved; refused
 * when every address it resolves to is forbidden. A name that does not resolve now is
 * accepted (DNS may be down, or the host not live yet): every run checks again before
 * connecting.
 */
export async function checkUrlForSave(value: string, resolve: Resolver = systemResolver): Promise<URL> {
  const url = checkUrlSyntax(value);
  const host = bareHost(url);
  if (isIp(host)) return url;
  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch {
    return url;
  }
  if (addresses.length > 0 && !addresses.some((a) => addressAllowed(a, portOf(url)))) {
    throw new OutboundRefusal('forbidden_address', `${host} resolves only to addresses that are not public`);
  }
  return url;
}
