import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressPage, pageEncoding } from './compress-html';

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

describe('compressPage', () => {
  const page = ['<!doctype html><html><head><title>Shop</title></head><body>', ...Array.from({ length: 200 }, (_, i) => `<div class="card">Product ${i}</div>`), '</body></html>'];

  it('gives back the whole page, smaller, in either encoding', async () => {
    const whole = page.join('');
    for (const [encoding, decode] of [['br', brotliDecompressSync], ['gzip', gunzipSync]] as const) {
      const chunks: Buffer[] = [];
      for await (const chunk of compressPage(Readable.from(page), encoding)) chunks.push(chunk as Buffer);
      const compressed = Buffer.concat(chunks);
      expect(compressed.length).toBeLessThan(whole.length / 5);
      expect(decode(compressed).toString()).toBe(whole);
    }
  });

  it('sends each streamed chunk on at once (the head is not held back)', async () => {
    const source = new Readable({ read() {} });
    const out = compressPage(source, 'gzip');
    const received: Buffer[] = [];
    const head = new Promise<string>((resolve) =>
      out.on('data', (chunk: Buffer) => {
        received.push(chunk);
        const sofar = gunzipSync(Buffer.concat(received), { finishFlush: constants.Z_SYNC_FLUSH }).toString();
        if (sofar.includes('</head>')) resolve(sofar);
      }),
    );
    // The rest of the page has not come yet: what has must already be on its way.
    source.push('<!doctype html><html><head><title>Shop</title></head>');
    expect(await head).toContain('<title>Shop</title>');
    source.push(null);
    await text(out);
  });
});
