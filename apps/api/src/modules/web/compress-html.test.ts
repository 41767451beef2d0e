import { describe, expect, it } from 'vitest';
import { pageEncoding } from './compress-html';

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
