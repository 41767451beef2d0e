import * as apparel from './apparel';
import { book } from './book';
import * as electronics from './electronics';
import * as home from './home';
import { paletteFor } from './palette';
import { scene, SIZE, type ArtKind, type ArtSpec } from './scene';
import * as sports from './sports';

/**
 * Product illustrations drawn as SVG, so the demo catalog has shop-like pictures without any
 * network: each kind of product in the product's colour, on a soft gradient of the same hue.
 */
const KINDS = {
  ...electronics,
  ...apparel,
  ...home,
  ...sports,
  book,
} satisfies Record<string, ArtKind>;

export type ProductArtKind = keyof typeof KINDS;
export const PRODUCT_ART_KINDS = Object.keys(KINDS) as ProductArtKind[];
export type { ArtSpec } from './scene';
/** Every illustration is a square of this many pixels. */
export const PRODUCT_ART_SIZE = SIZE;

/** The SVG source (1200 px square) of one illustration. */
export function productArtSvg(spec: ArtSpec & { kind: ProductArtKind }): string {
  const kind = KINDS[spec.kind];
  return scene(kind, paletteFor(spec.color, spec.fallbackHue), spec);
}
