import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { wrap } from './book';
import { PRODUCT_ART_KINDS, productArtSvg } from './index';
import { paletteFor } from './palette';

describe('product illustrations', () => {
  it.each(PRODUCT_ART_KINDS)('draws a %s as a valid 1200 px square SVG', async (kind) => {
    const svg = productArtSvg({
      kind,
      color: '#2563eb',
      fallbackHue: 220,
      title: 'A Tale of <Two> Cities & More',
      subtitle: 'Charles "Boz" Dickens',
    });
    const meta = await sharp(Buffer.from(svg)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['svg', 1200, 1200]);
  });

  it('puts neutral colours on the fallback hue and keeps detail colours readable', () => {
    const black = paletteFor('#111111', 20);
    const white = paletteFor('#fafafa', 20);
    expect(black.bgFrom).toBe(paletteFor('#222222', 20).bgFrom);
    expect(black.ink).toBe('#f8fafc');
    expect(white.ink).toBe('#1f2937');
    expect(paletteFor('not a colour', 20).base).toBe('#888888');
  });

  it('wraps long titles and shortens what does not fit', () => {
    expect(wrap('The Adventures of Sherlock Holmes', 14, 4)).toEqual(['The Adventures', 'of Sherlock', 'Holmes']);
    expect(wrap('one two three four five six', 3, 2)).toEqual(['one', 'two…']);
  });
});
