import type { ProductArtKind } from '../../../lib/product-art/index';

/**
 * The words shoppers type for each kind of demo product, added to its search keywords so that
 * "shoes", "laptop" or "phone" find products whose names do not say so.
 */
export const KIND_KEYWORDS: Partial<Record<ProductArtKind, string>> = {
  sneaker: 'shoe shoes sneakers trainers footwear',
  phone: 'phone smartphone mobile cell',
  pants: 'pants trousers jeans',
  watch: 'watch smartwatch wearable',
  tshirt: 't-shirt tee shirt top',
  tablet: 'tablet',
  laptop: 'laptop notebook computer',
  lamp: 'lamp light lighting',
  kettle: 'kettle kitchen',
  jacket: 'jacket coat outerwear',
  headphones: 'headphones headset audio',
  football: 'football soccer ball',
  earbuds: 'earbuds earphones headphones audio wireless',
  dumbbell: 'dumbbell weights fitness gym',
  chair: 'chair seat furniture',
  camera: 'camera photography',
  basketball: 'basketball ball',
  vase: 'vase decor',
  tv: 'tv television screen',
  speaker: 'speaker audio bluetooth',
  sofa: 'sofa couch furniture',
  mug: 'mug cup kitchen',
  hoodie: 'hoodie sweatshirt',
  helmet: 'helmet cycling bike',
  gamepad: 'controller gamepad gaming',
  dress: 'dress',
  cushion: 'cushion pillow decor',
  cap: 'cap hat',
  bottle: 'bottle water',
  book: 'book novel',
  backpack: 'backpack bag',
};
