import { promisify } from 'node:util';
import { brotliCompressSync, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

/**
 * The encoding to compress a page with for this Accept-Encoding header: Brotli, else gzip, else
 * none. (q-values of 0 refuse one; other weights are not ranked: both are widely supported.)
 */
export function pageEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p)))
      .map(([name]) => name!.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/**
 * Brotli quality for a page sent once and not kept (rendered for one shopper, or with the page
 * cache off): on a 80 KB listing quality 3 takes ~0.7 ms against ~1.8 ms at 5, for ~13 % more
 * bytes. A kept page is compressed once and sent many times, so it keeps quality 5 (ADR 011, ADR 032).
 */
export const BROTLI_QUALITY_ONCE = 3;
/** gzip level for the same pages (level 6 costs about twice level 1 here; 1 is ~12 % bigger). */
export const GZIP_LEVEL_ONCE = 4;

/**
 * A page compressed for one answer, at the cheaper settings above. Brotli runs on the calling
 * thread: zlib's asynchronous form sets up a stream per call whose callbacks cost the main thread
 * about as much as compressing the page there (~0.1-0.2 ms), with the thread pool's work on top.
 * Side by side under load (issue 29, ADR 032 round 6) the synchronous form took 5-40 % less CPU
 * per rendered page. gzip at level 4 costs several times more than Brotli at 3, and there the pool
 * gave more pages a second, so it stays asynchronous.
 */
export function compressOnce(html: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(html, { level: GZIP_LEVEL_ONCE });
  const params = { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY_ONCE, [constants.BROTLI_PARAM_SIZE_HINT]: html.length };
  return Promise.resolve(brotliCompressSync(html, { params }));
}
