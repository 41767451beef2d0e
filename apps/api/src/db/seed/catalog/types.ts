import type { ProductArtKind } from '../../../lib/product-art/index';

/** One demo product as the seed data files describe it (prices in the shop's currency). */
export interface SeedProduct {
  name: string;
  brand: string;
  art: ProductArtKind;
  price: number;
  /** The discounted price, when on sale. */
  sale?: number;
  /** [name, hex]; the first colours also get a picture each. */
  colors: Array<[string, string]>;
  sizes?: string[];
  features: string[];
  description: string;
  stock: number;
  /** Units sold so far: what "popular" sorts by. */
  sold: number;
  /** Days since the product was added: what "newest" sorts by. */
  days: number;
  /** The average the seeded reviews aim at, and how many there are. */
  rating: number;
  reviews: number;
  published?: false;
  /** Books: the author, shown on the cover and searchable. */
  author?: string;
  /** Picture colour when the product has no colour options (books). */
  tint?: string;
}

export interface SeedCategory {
  slug: string;
  /** Background hue of pictures of neutral-coloured products. */
  hue: number;
  products: SeedProduct[];
}
