import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressOnce, pageEncoding } from './compress-html';

describe('pageEncoding', () => {
  it('prefers Brotli, then gzip, and honours a refusal', () => {
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pageEncoding('gzip;q=0.8, deflate')).toBe('gzip');
    expect(pageEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pageEncoding('BR')).toBe('br');
    expect(pageEncoding('identity')).toBeUndefined();
    expect(pageEncoding('gzip;q=0.0')).toBeUndefined();
    expect(pageEncoding(undefined)).toBeUndefined();
  });
});

describe('compressOnce', () => {
  it('sends a page rendered for one answer compressed, unpacking to the same HTML', async () => {
    const html = Buffer.from(`<!doctype html><html><body>${'<article class="card">Sony WH-1000XM5</article>'.repeat(200)}</body></html>`);
    const br = await compressOnce(html, 'br');
    const gz = await compressOnce(html, 'gzip');
    expect(brotliDecompressSync(br).equals(html)).toBe(true);
    expect(gunzipSync(gz).equals(html)).toBe(true);
    expect(br.length).toBeLessThan(html.length / 10);
  });
});
