import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { ProductLookupConfig } from './config.js';
import { allowedUrl } from './links.js';
import { isPrivateAddress } from './private-addresses.js';

/** Why a marketplace page could not be read; the lookup turns each into a Russian answer. */
export class FetchFailure extends Error {
  constructor(readonly reason: 'not-found' | 'foreign-redirect' | 'too-large' | 'unavailable') {
    super(reason);
    this.name = 'FetchFailure';
  }
}

export interface FetchedPage {
  /** the real address the page came from, after redirects */
  url: URL;
  body: string;
}

const maxRedirects = 5;

/**
 * Resolves the host and refuses when any of its addresses is private; the connection then goes to
 * the checked address, so a second, different DNS answer cannot slip in.
 */
const checkedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { all: true })
    .then((addresses) => {
      const [first] = addresses;
      if (!first || addresses.some((entry) => isPrivateAddress(entry.address))) throw new FetchFailure('unavailable');
      if (options.all) callback(null, addresses);
      else callback(null, first.address, first.family);
    })
    .catch((error: NodeJS.ErrnoException) => callback(error, '', 0));
};

interface Answer {
  status: number;
  location: string | null;
  body: string;
}

function requestOnce(url: URL, config: ProductLookupConfig, accept: string, signal: AbortSignal): Promise<Answer> {
  // With an override (tests, demos) the fake origin gets `/<host><path>`; it is trusted configuration.
  const target = config.originOverride
    ? new URL(`/${url.hostname}${url.pathname}${url.search}`, config.originOverride)
    : url;
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      target,
      {
        signal,
        headers: {
          accept,
          'accept-language': 'ru-RU,ru;q=0.9',
          'user-agent': 'Mozilla/5.0 (compatible; PVZ product lookup)',
        },
        ...(config.originOverride ? {} : { lookup: checkedLookup }),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location ?? null;
        if (status >= 300 && status < 400) {
          response.resume();
          resolve({ status, location, body: '' });
          return;
        }
        if (Number(response.headers['content-length'] ?? 0) > config.maxBytes) {
          response.destroy();
          reject(new FetchFailure('too-large'));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > config.maxBytes) {
            response.destroy();
            reject(new FetchFailure('too-large'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ status, location, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/**
 * Reads one marketplace address: https to `hosts` only, redirects followed by hand and each hop
 * checked again, a time-out for the whole chain and a size limit for the body.
 */
export async function fetchPage(
  start: URL,
  hosts: readonly string[],
  config: ProductLookupConfig,
  accept = 'text/html,application/xhtml+xml',
): Promise<FetchedPage> {
  const signal = AbortSignal.timeout(config.timeoutMs);
  let url = start;
  for (let hop = 0; hop <= maxRedirects; hop += 1) {
    let answer: Answer;
    try {
      answer = await requestOnce(url, config, accept, signal);
    } catch (error) {
      throw error instanceof FetchFailure ? error : new FetchFailure('unavailable');
    }
    if (answer.status >= 300 && answer.status < 400) {
      const next = answer.location ? allowedUrl(new URL(answer.location, url).href, hosts) : null;
      if (!next) throw new FetchFailure('foreign-redirect');
      url = next;
      continue;
    }
    if (answer.status === 404 || answer.status === 410) throw new FetchFailure('not-found');
    if (answer.status !== 200) throw new FetchFailure('unavailable');
    return { url, body: answer.body };
  }
  throw new FetchFailure('unavailable');
}
