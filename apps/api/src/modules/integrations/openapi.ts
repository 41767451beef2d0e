/** Security schemes the integrations add to the OpenAPI document. */
export const INTEGRATION_SECURITY_SCHEMES = {
  apiToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'swt_…',
    description:
      'A server-to-server API token made in /admin (Settings → API tokens) or with POST /api/admin/api-tokens: `Authorization: Bearer swt_…`. '
      + 'It never expires until revoked and reaches the admin routes its scopes open: orders:read (GET /api/admin/orders…), '
      + 'products:read and products:write (/api/admin/products, categories, brands), customers:read (GET /api/admin/customers…); '
      + 'any other route answers 403, a revoked token 401.',
  },
  metricsToken: { type: 'http', scheme: 'bearer', description: 'The METRICS_TOKEN of the server (GET /api/metrics); clients on the server itself need none.' },
} as const;
