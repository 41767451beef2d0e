import { describe, expect, it } from 'vitest';
import { imageOf } from './catalog.mappers';

const stored = (name: string) =>
  JSON.stringify({
    thumbnail: { path: `products/${name}-thumb.webp`, width: 160, height: 160 },
    card: { path: `products/${name}-card.webp`, width: 480, height: 480 },
    full: { path: `products/${name}-full.webp`, width: 1200, height: 1200 },
  });

describe('imageOf', () => {
  it('answers the URLs and sizes of every variant, with the alt of each call for the same stored image', () => {
    const json = stored('mug');
    const first = imageOf('A mug', json);
    const second = imageOf(null, json);
    expect(first).toEqual({
      alt: 'A mug',
      thumbnail: { url: '/media/products/mug-thumb.webp', width: 160, height: 160 },
      card: { url: '/media/products/mug-card.webp', width: 480, height: 480 },
      full: { url: '/media/products/mug-full.webp', width: 1200, height: 1200 },
    });
    expect(second).toEqual({ ...first, alt: '' });
    expect(first).not.toBe(second);
    // The read variants are shared between answers, so nothing may change them.
    expect(() => {
      (first!.card as { url: string }).url = 'elsewhere';
    }).toThrow(TypeError);
  });

  it('shows no image for a damaged or incomplete value, every time it is read', () => {
    for (let i = 0; i < 2; i++) {
      expect(imageOf('x', '{not json')).toBeNull();
      expect(imageOf('x', JSON.stringify({ thumbnail: { path: 'a.webp' } }))).toBeNull();
      expect(imageOf('x', null)).toBeNull();
    }
  });

  it('keeps answering correctly past the number of stored images it keeps', () => {
    for (let i = 0; i < 2_100; i++) expect(imageOf(null, stored(`p${i}`))?.full.url).toBe(`/media/products/p${i}-full.webp`);
    expect(imageOf('again', stored('p0'))?.thumbnail.url).toBe('/media/products/p0-thumb.webp');
  });
});
