import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';

/**
 * DESIGN.md 6: which peers may tell the API what they saw (`X-Forwarded-For`, `X-Forwarded-Host`,
 * `X-Forwarded-Proto`). `TRUSTED_PROXIES` lists addresses and CIDR ranges (comma separated);
 * `loopback` (the default) is the host on the same machine (127.0.0.0/8, ::1). Anything a
 * client sends itself is never believed: it would choose its own rate-limit bucket.
 */
export interface TrustedProxies {
  trusts(address: string | undefined): boolean;
}

/** Unwraps an IPv4 address that arrived over an IPv6 socket (`::ffff:127.0.0.1`). */
const plain = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/** The trusted proxies of a `TRUSTED_PROXIES` value; entries that are neither address nor range are ignored. */
export function trustedProxies(entries: readonly string[] = ['loopback']): TrustedProxies {
  const list = new BlockList();
  for (const entry of entries.map((item) => item.trim()).filter(Boolean)) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address = '', bits] = entry.split('/');
    const family = isIP(address);
    if (family === 0) continue;
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else if (/^\d{1,3}$/.test(bits)) list.addSubnet(address, Number(bits), type);
  }
  return {
    trusts(address) {
      if (!address) return false;
      const ip = plain(address);
      const family = isIP(ip);
      return family !== 0 && list.check(ip, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

/** The address of the peer that opened the connection (undefined in process, as in tests without one). */
export function peerAddress(c: Context): string | undefined {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming;
  return incoming?.socket?.remoteAddress;
}

/** Whether the request came straight from a trusted proxy (so its forwarding headers count). */
export const viaTrustedProxy = (c: Context, proxies: TrustedProxies) =>
  proxies.trusts(peerAddress(c));

/**
 * The client's address: the peer, unless it is a trusted proxy; then, from the right of
 * `X-Forwarded-For`, the first address that is not a trusted proxy (what the last trusted
 * proxy saw). Entries left of that are the client's own claims and are ignored.
 */
export function clientAddress(c: Context, proxies: TrustedProxies): string {
  const peer = peerAddress(c);
  if (!proxies.trusts(peer)) return peer ? plain(peer) : 'local';
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map(plain)
    .filter(Boolean)
    .reverse();
  let address = plain(peer ?? 'local');
  for (const hop of forwarded) {
    if (isIP(hop) === 0) break;
    address = hop;
    if (!proxies.trusts(hop)) break;
  }
  return address;
}

/**
 * The host (and port) the request was addressed to: what a trusted proxy says it received
 * (`X-Forwarded-Host`, the host's pass-through sets it), else the `Host` header.
 */
export function requestHost(c: Context, proxies: TrustedProxies): string {
  const forwarded = viaTrustedProxy(c, proxies)
    ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim()
    : undefined;
  return (forwarded || c.req.header('host') || new URL(c.req.url).host).toLowerCase();
}
