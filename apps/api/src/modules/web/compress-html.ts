import type { Readable, Transform } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

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
 * A rendered page compressed on its way out. Whatever React has streamed is flushed as soon as it
 * pauses (not after each small write, which would spoil the ratio), so the browser still gets the
 * head and starts loading scripts and styles before the rest; a middling level keeps the CPU per
 * page to a few milliseconds.
 */
export function compressPage(body: Readable, encoding: 'br' | 'gzip'): Transform {
  const compressor = encoding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : createGzip({ level: 6 });
  const flush = () => (encoding === 'br' ? compressor.flush() : compressor.flush(constants.Z_SYNC_FLUSH));
  let pending: NodeJS.Immediate | undefined;
  body.on('data', (chunk: Buffer) => {
    if (!compressor.write(chunk)) body.pause();
    clearImmediate(pending);
    pending = setImmediate(flush);
  });
  compressor.on('drain', () => body.resume());
  body.on('end', () => {
    clearImmediate(pending);
    compressor.end();
  });
  body.on('error', (err) => {
    clearImmediate(pending);
    compressor.destroy(err);
  });
  // A visitor who leaves mid-page: stop reading the render.
  compressor.on('close', () => {
    clearImmediate(pending);
    body.destroy();
  });
  return compressor;
}
