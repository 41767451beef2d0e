import { z } from 'zod';

/** One size of a stored image (WebP), e.g. for `srcset="url 480w"`. */
export const ImageVariantSchema = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });
export type ImageVariant = z.infer<typeof ImageVariantSchema>;

/** A product or category picture in three sizes: 160, 480 and 1200 px wide. */
export const ProductImageSchema = z.object({
  alt: z.string(),
  thumbnail: ImageVariantSchema,
  card: ImageVariantSchema,
  full: ImageVariantSchema,
});
export type ProductImage = z.infer<typeof ProductImageSchema>;
