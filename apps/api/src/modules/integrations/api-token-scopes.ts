import type { ApiTokenScope } from '@shopwright/shared/integrations';

/** Admin routes an API token can reach: its path pattern, the scope to read and the scope to write (null: read only). */
const RULES: Array<{ path: RegExp; read: ApiTokenScope; write: ApiTokenScope | null }> = [
  { path: /^\/api\/admin\/orders(\/|$)/, read: 'orders:read', write: null },
  { path: /^\/api\/admin\/(products|categories|brands)(\/|$)/, read: 'products:read', write: 'products:write' },
  // Gift cards and a customer's store credit (issue 28): listed before the customers rule, which is read only.
  { path: /^\/api\/admin\/(gift-cards(\/|$)|customers\/[^/]+\/store-credit$)/, read: 'credit:read', write: 'credit:write' },
  { path: /^\/api\/admin\/customers(\/|$)/, read: 'customers:read', write: null },
  { path: /^\/api\/admin\/returns(\/|$)/, read: 'returns:read', write: 'returns:write' },
  // Where and how the shop taxes, ships and sells (markets): one scope reads and writes it.
  {
    path: /^\/api\/admin\/(settings|zones|tax-categories|tax-rates|shipping-methods|markets)(\/|$)/,
    read: 'settings:write',
    write: 'settings:write',
  },
];

/**
 * The scope a request needs, from its route pattern and method; null when no scope opens the
 * route (API tokens, webhooks, users …stay with people signed in to /admin).
 */
export function scopeFor(method: string, routeUrl: string | undefined): ApiTokenScope | null {
  if (!routeUrl) return null;
  const rule = RULES.find((r) => r.path.test(routeUrl));
  if (!rule) return null;
  return method === 'GET' || method === 'HEAD' ? rule.read : rule.write;
}
