import { z } from 'zod';

export const CategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  position: z.number().int(),
  product_count: z.number().int(),
});
export type Category = z.infer<typeof CategorySchema>;
export const CategoryListSchema = z.array(CategorySchema);

/** The spec's menu link for a category: lower-cased name with spaces turned into hyphens. */
export const categoryParam = (name: string): string => name.toLowerCase().replace(/\s+/g, '-');
