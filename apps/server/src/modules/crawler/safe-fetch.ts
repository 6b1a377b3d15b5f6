import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import {
  type AddressPolicy,
  bareHostname,
  type VettedAddress,
  vetUrlAddress,
} from './address-policy.js';
import { CrawlError, crawlReasons } from './errors.js';

const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export interface SafeFetchOptions {
  userAgent: string;
  accept: string;
  timeoutMs: number;
  maxBytes: number;
  addressPolicy: AddressPolicy;
  signal?: AbortSignal;
  /** Asked before a vetted redirect target is requested; throw (a CrawlError) to refuse it. */
  beforeRedirect?: (target: URL) => Promise<void>;
  /** GET unless told; a body is sent as is, with its content-length. */
  method?: 'GET' | 'POST';
  body?: Buffer | string;
  /** Sent after the user agent, accept and accept-encoding, which they may override. */
  headers?: Record<string, string>;
  /** False answers a 3xx as it is, e.g. for a webhook POST, which must not be sent elsewhere. */
  followRedirects?: boolean;
}

export interface SafeFetchResponse {
  /** Where the content finally came from, after redirects. */
  url: URL;
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The body was longer than `maxBytes` and was cut off there. */
  truncated: boolean;
}

/**
 * GET (or POST) with the SSRF rules applied to the first URL and to every redirect hop: only http(s), the
 * host's addresses vetted by the policy, and the socket connected to the vetted address itself.
 * Fails with a CrawlError whose message is readable; an abort from `signal` is rethrown as is.
 */
export async function safeFetch(url: URL, options: SafeFetchOptions): Promise<SafeFetchResponse> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let current = url;
  for (let hop = 0; ; hop += 1) {
    if (current.protocol !== 'http:' && current.protocol !== 'https:') {
      throw new CrawlError(crawlReasons.badRedirect);
    }
    const vetted = await vetUrlAddress(current, options.addressPolicy);
    if (hop > 0) await options.beforeRedirect?.(current);
    try {
      const response = await requestOnce(current, vetted, options, signal);
      const location = response.headers.location;
      const follow = options.followRedirects ?? true;
      if (follow && REDIRECT_STATUSES.has(response.statusCode ?? 0) && location) {
        response.destroy();
        if (hop >= MAX_REDIRECTS) throw new CrawlError(crawlReasons.tooManyRedirects);
        current = parseRedirect(location, current);
        continue;
      }
      const { body, truncated } = await readBody(response, options.maxBytes);
      return {
        url: current,
        status: response.statusCode ?? 0,
        headers: response.headers,
        body,
        truncated,
      };
    } catch (error) {
      throw readableFailure(error, signal, options.signal);
    }
  }
}

function parseRedirect(location: string, from: URL): URL {
  try {
    const target = new URL(location, from);
    target.hash = '';
    return target;
  } catch {
    throw new CrawlError(crawlReasons.badRedirect);
  }
}

function requestOnce(
  url: URL,
  vetted: VettedAddress[],
  options: SafeFetchOptions,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const host = bareHostname(url);
  // The socket asks this instead of DNS, so it reaches only addresses that were vetted.
  const pinnedLookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    const family =
      lookupOptions.family === 4 || lookupOptions.family === 6 ? lookupOptions.family : 0;
    const usable = family ? vetted.filter((entry) => entry.family === family) : vetted;
    const first = usable[0];
    if (!first) callback(Object.assign(new Error('No vetted address'), { code: 'ENOTFOUND' }), '');
    else if (lookupOptions.all) callback(null, usable);
    else callback(null, first.address, first.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request({
      host,
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      method: options.method ?? 'GET',
      headers: {
        'user-agent': options.userAgent,
        accept: options.accept,
        'accept-encoding': 'gzip, deflate, br',
        ...options.headers,
        ...(options.body === undefined
          ? {}
          : { 'content-length': String(Buffer.byteLength(options.body)) }),
      },
      lookup: pinnedLookup,
      servername: isIP(host) ? undefined : host,
      agent: false,
      signal,
    });
    request.once('response', resolve);
    request.once('error', reject);
    request.end(options.body);
  });
}

async function readBody(
  response: IncomingMessage,
  maxBytes: number,
): Promise<{ body: Buffer; truncated: boolean }> {
  const stream = decompressed(response);
  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  try {
    for await (const chunk of stream) {
      const buffer = chunk as Buffer;
      if (size + buffer.length > maxBytes) {
        chunks.push(buffer.subarray(0, maxBytes - size));
        size = maxBytes;
        truncated = true;
        break;
      }
      chunks.push(buffer);
      size += buffer.length;
    }
  } finally {
    response.destroy();
  }
  return { body: Buffer.concat(chunks, size), truncated };
}

function decompressed(response: IncomingMessage): Readable {
  const encoding = response.headers['content-encoding']?.trim().toLowerCase();
  // The size cap counts decompressed bytes, so a small compressed bomb cannot blow up memory.
  const flush = { finishFlush: zlib.constants.Z_SYNC_FLUSH };
  let decoder: zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress | undefined;
  if (encoding === 'gzip' || encoding === 'x-gzip') decoder = zlib.createGunzip(flush);
  else if (encoding === 'deflate') decoder = zlib.createInflate(flush);
  else if (encoding === 'br') decoder = zlib.createBrotliDecompress();
  if (!decoder) return response;
  const target = decoder;
  response.on('error', (error) => target.destroy(error));
  return response.pipe(target);
}

function readableFailure(error: unknown, signal: AbortSignal, outer?: AbortSignal): unknown {
  if (error instanceof CrawlError) return error;
  if (outer?.aborted) return outer.reason ?? error;
  if (signal.aborted) return new CrawlError(crawlReasons.timedOut);
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new CrawlError(crawlReasons.notFound);
  if (code === 'ETIMEDOUT') return new CrawlError(crawlReasons.timedOut);
  return new CrawlError(crawlReasons.unreachable);
}
