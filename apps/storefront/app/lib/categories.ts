import type { Category } from '@shopwright/shared/catalog';

/**
 * A category as the menus and a category's listing need it. The root loader sends
 * every page only these fields: pictures (cover, image) are loaded by the pages that show them.
 */
export type MenuCategory = Pick<Category, 'id' | 'name' | 'slug' | 'description' | 'product_count'>;

export const toMenuCategory = ({ id, name, slug, description, product_count }: Category): MenuCategory => ({
  id,
  name,
  slug,
  description,
  product_count,
});
