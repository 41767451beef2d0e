import type { z } from 'zod';
import type { NotifyMeSchema } from '@shopwright/shared/catalog';
import { call } from '../../../lib/api';

/** `POST products/{id}/notify-me`: a mail when the product (or its colour and size) is back. */
export const notifyMe = (productId: number, body: z.input<typeof NotifyMeSchema>) =>
  call('POST products/:id/notify-me', { params: { id: productId }, body });
