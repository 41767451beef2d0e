import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * This process's Prometheus metrics (prom-client). One registry per process: with WORKERS > 1
 * each worker counts its own requests and orders, and a scrape reaches whichever worker the
 * cluster hands it to (see README "Integrations": scrape each instance, sum in the queries).
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  registers: [metricsRegistry],
});

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer HTTP requests, by method and route pattern',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const ordersPlaced = new Counter({
  name: 'shopwright_orders_placed_total',
  help: 'Orders placed, by payment method',
  labelNames: ['payment_method'] as const,
  registers: [metricsRegistry],
});

/** The steps of placing an order whose failure `paymentsFailed` counts (a card refused, a Stripe session not opened). */
export const PAYMENT_FAILURE_STEPS = ['charge', 'stripe_session'] as const;

export const paymentsFailed = new Counter({
  name: 'shopwright_payments_failed_total',
  help: 'Payments refused or failed while placing an order, by step',
  labelNames: ['step'] as const,
  registers: [metricsRegistry],
});
// Every known step is exported at 0 from the start (Prometheus' advice for labelled counters):
// a series that only appears with its first failure gives rate() and alerts nothing to work on.
for (const step of PAYMENT_FAILURE_STEPS) paymentsFailed.labels({ step }).inc(0);
