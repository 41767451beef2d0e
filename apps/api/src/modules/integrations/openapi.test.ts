import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

const ROOT = resolve(import.meta.dirname, '../../../../..');
type Doc = {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId?: string;
        tags?: string[];
        summary?: string;
        requestBody?: { content: Record<string, unknown> };
        responses: Record<string, unknown>;
      }
    >
  >;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
};

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: Doc;
  beforeAll(async () => {
    t = await createTestApp();
    doc = (await t.app.inject({ url: '/api/docs/json' })).json() as Doc;
  });
  afterAll(() => t.close());

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op })));

  it('gives every operation a unique operationId, a tag and a summary', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(100);
    for (const { path, method, op } of ops) {
      expect(op.operationId, `${method} ${path}`).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(op.tags?.length, `${method} ${path}`).toBeGreaterThan(0);
      expect(op.summary, `${method} ${path}`).toBeTruthy();
      expect(op.responses.default ?? op.responses['400'] ?? op.responses['401'], `${method} ${path}`).toBeDefined();
    }
    const ids = ops.map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('documents only the JSON API: no storefront, admin app or crawler paths', () => {
    expect(Object.keys(doc.paths).filter((p) => !p.startsWith('/api/'))).toEqual([]);
  });

  it('names the main resources as components and documents the token schemes and uploads', () => {
    for (const name of [
      'Error',
      'Product',
      'ProductPage',
      'Category',
      'Order',
      'AdminOrderSummary',
      'AdminProduct',
      'AdminCustomer',
      'ApiToken',
      'Webhook',
      'WebhookDelivery',
    ]) {
      expect(Object.keys(doc.components.schemas)).toContain(name);
    }
    expect(JSON.stringify(doc.paths['/api/products/{id}'])).toContain('#/components/schemas/Product');
    expect(doc.components.securitySchemes).toHaveProperty('apiToken');
    expect(Object.keys(doc.paths['/api/admin/products/{id}/images']!.post!.requestBody!.content)).toEqual(['multipart/form-data']);
    expect(Object.keys(doc.paths['/api/admin/products/import']!.post!.requestBody!.content)).toEqual(
      expect.arrayContaining(['text/csv', 'multipart/form-data']),
    );
  });

  it('passes spectral lint with the OpenAPI ruleset without errors', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sw-openapi-'));
    try {
      const file = join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(doc));
      const cli = join(ROOT, 'node_modules/@stoplight/spectral-cli/dist/index.js');
      const run = spawnSync(
        process.execPath,
        [cli, 'lint', file, '--ruleset', join(ROOT, '.spectral.yaml'), '--format', 'json', '--quiet', '--fail-severity', 'error'],
        { encoding: 'utf8', timeout: 120_000 },
      );
      const results = JSON.parse(run.stdout || '[]') as Array<{ severity: number; code: string; message: string; path: string[] }>;
      const errors = results.filter((r) => r.severity === 0).map((r) => `${r.code} ${r.path.join('.')}: ${r.message}`);
      expect(errors).toEqual([]);
      expect(run.status, run.stderr).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
