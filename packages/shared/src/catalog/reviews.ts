import { z } from 'zod';
import { EmailSchema } from '../auth/index';
import { CATALOG_MESSAGES as M } from './messages';
import { pageOf, RatingSchema } from './products';

/** `POST products/{id}/reviews`: a second post by the same shopper replaces their review. */
export const ReviewInputSchema = z.strictObject({
  rating: z
    .number({ error: M.ratingInvalid })
    .int({ error: M.ratingInvalid })
    .min(1, { error: M.ratingInvalid })
    .max(5, { error: M.ratingInvalid }),
  title: z
    .string({ error: M.reviewTitleRequired })
    .trim()
    .min(1, { error: M.reviewTitleRequired })
    .max(120, { error: M.reviewTitleTooLong }),
  body: z.string({ error: M.reviewBodyRequired }).trim().min(1, { error: M.reviewBodyRequired }).max(4000, { error: M.reviewBodyTooLong }),
});
export type ReviewInput = z.infer<typeof ReviewInputSchema>;

export const ReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  /** First name and initial, e.g. "Emma L.". */
  author: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Review = z.infer<typeof ReviewSchema>;

export const RatingSummarySchema = RatingSchema.extend({
  distribution: z.array(z.object({ stars: z.number().int(), count: z.number().int() })),
});

export const ReviewListSchema = pageOf(ReviewSchema).extend({ rating: RatingSummarySchema });
export type ReviewList = z.infer<typeof ReviewListSchema>;

/** The stored review and the product's new rating. */
export const ReviewResultSchema = z.object({ review: ReviewSchema, rating: RatingSchema });

const NOTIFY_OPTION_INVALID = 'Colour and size must be text of at most 40 characters';
const NotifyOptionSchema = z
  .string({ error: NOTIFY_OPTION_INVALID })
  .trim()
  .max(40, { error: NOTIFY_OPTION_INVALID })
  .nullish()
  .transform((v) => (v ? v : undefined));

/**
 * `POST products/{id}/notify-me`: guests give an e-mail; signed-in shoppers may omit it.
 * `color` / `size` name the sold-out variant ("tell me when size 42 is back"); without them the
 * request is for the product's only variant, or for any variant of it coming back.
 */
export const NotifyMeSchema = z.strictObject({ email: EmailSchema.optional(), color: NotifyOptionSchema, size: NotifyOptionSchema });
export const NotifyMeResultSchema = z.object({ message: z.string(), subscribers: z.number().int() });
