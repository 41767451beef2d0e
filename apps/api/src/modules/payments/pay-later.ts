import { randomBytes } from 'node:crypto';
import type { GatewayClient } from './payment-provider';

/**
 * Pay later: the order is placed on an invoice and no money moves. `capture` records the payment
 * staff received (the admin's pay-later area) and `refund` the money they sent back.
 */
export const payLater: GatewayClient = {
  id: 'pay_later',
  async authorize() {
    return { ok: true, reference: `inv_${randomBytes(8).toString('hex')}`, card: null };
  },
  async capture(reference: string) {
    return { ok: true, reference };
  },
  async refund(reference: string) {
    return { ok: true, reference };
  },
  async void(reference: string) {
    return { ok: true, reference };
  },
};
