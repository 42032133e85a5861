import { isIP } from 'node:net';
import type { FastifyServerOptions } from 'fastify';

/**
 * Which proxies in front of the gateway may say who the caller is (`X-Forwarded-For`, `-Proto`,
 * `-Host`): none, the nearest N hops, or the proxies at these addresses. Never every hop: the
 * leftmost entries of `X-Forwarded-For` are whatever the caller wrote, and sign-in limits per
 * address would then be dodged with a made-up address per attempt.
 */
export type TrustProxy = false | number | string[];

/** The names proxy-addr knows for private ranges, besides addresses and CIDRs. */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** Reads PVZ_TRUST_PROXY: empty or `false`, a number of hops, or comma-separated addresses and CIDRs. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true')
    throw new Error(
      'PVZ_TRUST_PROXY=true is no longer accepted: it believed every X-Forwarded-For entry, so anyone could ' +
        'choose their own address. Set the number of proxies in front of the gateway (PVZ_TRUST_PROXY=1 for one ' +
        'reverse proxy) or their addresses (e.g. PVZ_TRUST_PROXY=127.0.0.1 or 10.0.0.0/8).',
    );
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0)
    throw new Error(
      `PVZ_TRUST_PROXY must be a number of hops or comma-separated addresses/CIDRs; not understood: ${wrong.join(', ')}`,
    );
  return entries;
}

/**
 * The option Fastify takes. Fastify 5.12 ignores a bare hop count (it cannot tell a proxy from a
 * caller who reached the gateway directly), so hops are given as a function: trusting them is the
 * operator's statement that the gateway is reachable only through that many proxies.
 */
export function fastifyTrustProxy(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}
