import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedBody, inlineScriptHashes, PageCache, renderedPage } from './page-cache';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inline script hashes', () => {
  it('hashes each inline script exactly as written, and no script loaded from a file', () => {
    const a = 'window.__ctx = {"a":"<\\u002fscript>"};';
    const b = '\nimport "/assets/entry.js";\n';
    const html = `<html><head><script type="module" src="/assets/x.js"></script><script>${a}</script></head><body><script type="module">${b}</script><script>${a}</script></body></html>`;
    expect(inlineScriptHashes(Buffer.from(html))).toEqual([sha(a), sha(b)]);
  });

  it('hashes the UTF-8 bytes of a script that follows, and holds, text outside ASCII', () => {
    const script = 'window.__ctx = {"name":"Größe à 10 € – ✓"};';
    const html = Buffer.from(
      `<html><head><title>Schuhe für Kinder – 20 €</title></head><body><p>à</p><script>${script}</script></body></html>`,
    );
    expect(inlineScriptHashes(html)).toEqual([sha(script)]);
  });

  it('a page without inline scripts has none', () => {
    expect(inlineScriptHashes(Buffer.from('<p>no scripts</p><script src="/a.js"></script>'))).toEqual([]);
  });
});

describe('a kept page', () => {
  it('is shared unless it says private or no-store, and is per session when it varies on Cookie', () => {
    const html = Buffer.from('<p>page</p>');
    expect(renderedPage(200, [], html)).toMatchObject({ shared: true, perSession: false });
    expect(renderedPage(200, [['vary', 'Cookie']], html)).toMatchObject({ shared: true, perSession: true });
    expect(
      renderedPage(
        200,
        [
          ['Vary', 'Accept-Encoding, cookie'],
          ['Cache-Control', 'private, no-store'],
        ],
        html,
      ),
    ).toMatchObject({ shared: false, perSession: true });
    expect(renderedPage(200, [['cache-control', 'no-store']], html)).toMatchObject({ shared: false, perSession: false });
    expect(renderedPage(200, [['vary', '*']], html).shared).toBe(false);
    // A header merely containing the word is not a Vary on the cookie.
    expect(renderedPage(200, [['vary', 'X-Cookie-Consent']], html).perSession).toBe(false);
  });

  it('compresses to bytes that decompress to the page, once per encoding', async () => {
    const page = renderedPage(200, [], Buffer.from('<!DOCTYPE html><p>' + 'product card '.repeat(2_000) + '</p>'));
    const br = await encodedBody(page, 'br');
    expect(br.length).toBeLessThan(page.html.length / 20);
    expect(brotliDecompressSync(br).equals(page.html)).toBe(true);
    expect(gunzipSync(await encodedBody(page, 'gzip')).equals(page.html)).toBe(true);
    expect(await encodedBody(page, 'br')).toBe(br);
  });

  it('is dropped on a change, when too old, and never stored from a render that raced a change', () => {
    let now = 1_000;
    const cache = new PageCache(10, 60_000, () => now);
    const page = renderedPage(200, [], Buffer.from('<p>a</p>'));
    cache.set('h/a', page, cache.generation);
    expect(cache.get('h/a')).toBe(page);

    now += 60_001;
    expect(cache.get('h/a')).toBeUndefined();

    const before = cache.generation;
    cache.clear();
    cache.set('h/b', page, before);
    expect(cache.get('h/b')).toBeUndefined();
    cache.set('h/b', page, cache.generation);
    expect(cache.get('h/b')).toBe(page);
    cache.clear();
    expect(cache.get('h/b')).toBeUndefined();
  });
});
