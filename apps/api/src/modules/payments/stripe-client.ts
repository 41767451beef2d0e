import type Stripe from 'stripe';
import { lazyPackage } from '../../lib/lazy-package';
import type { StripeConfig } from '../../config';

const clients = new Map<string, Stripe>();
/** Only a shop that takes payments through Stripe loads its SDK. */
const StripeSdk = lazyPackage<typeof Stripe>('stripe');

/**
 * The official SDK, pointed at STRIPE_API_URL (Stripe's API, or a stand-in in tests and local
 * development). One client per key and address, made on first use.
 */
export function stripeClient(config: StripeConfig): Stripe {
  const id = `${config.apiUrl}\u0000${config.secretKey}`;
  let client = clients.get(id);
  if (!client) {
    const url = new URL(config.apiUrl);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    client = new (StripeSdk())(config.secretKey, {
      host: url.hostname,
      port: url.port || (protocol === 'http' ? 80 : 443),
      protocol,
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      appInfo: { name: 'Shopwright' },
    });
    clients.set(id, client);
  }
  return client;
}

/** The Stripe dashboard's page of a payment (test-mode payments live under /test). */
export const dashboardPaymentUrl = (mode: StripeConfig['mode'], paymentIntent: string) =>
  `https://dashboard.stripe.com/${mode === 'test' ? 'test/' : ''}payments/${encodeURIComponent(paymentIntent)}`;
