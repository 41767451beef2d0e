import { z } from 'zod';
import { ProductImageSchema } from './images';

export * from './images';
export * from './messages';
export * from './names';
export * from './products';
export * from './query';
export * from './reviews';
export * from './variants';

export const CategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  position: z.number().int(),
  /** Published products in this category. */
  product_count: z.number().int(),
  /** The category picture in every size (`image` is its card-size URL). */
  cover: ProductImageSchema.nullable(),
});
export type Category = z.infer<typeof CategorySchema>;
export const CategoryListSchema = z.array(CategorySchema);
