import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import type { TestApp } from '../../../../test/test-app';
import { createTestApp } from '../../../../test/test-app';

/** Test fixtures of the catalog admin: an app with its own media folder, payloads, uploads. */
export interface CatalogTestApp extends TestApp {
  dataDir: string;
}

export async function createCatalogTestApp(): Promise<CatalogTestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sw-admin-catalog-'));
  const t = await createTestApp({ dataDir, publicUrl: 'https://shop.example' });
  return {
    ...t,
    dataDir,
    async close() {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A valid `POST admin/products` body with a unique name. */
export function productPayload(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return { name: `Trail Lamp ${counter} ${Date.now().toString(36)}`, category: 'home', price: 49.99, stock: 10, ...overrides };
}

/** A real picture of the given size and format. */
export function picture(
  width = 64,
  height = 48,
  format: 'png' | 'jpeg' | 'webp' | 'gif' | 'avif' = 'png',
  color = '#2563eb',
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .toFormat(format)
    .toBuffer();
}

/**
 * A decompression bomb: a tiny PNG whose header claims 20000 x 20000 pixels. Decoding it would
 * take gigabytes; only its header is ever read.
 */
export async function imageBomb(): Promise<Buffer> {
  const png = Buffer.from(await picture(1, 1));
  png.writeUInt32BE(20_000, 16);
  png.writeUInt32BE(20_000, 20);
  // The IHDR chunk's CRC covers its type and data (bytes 12 to 28).
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A multipart/form-data body, built the way a browser's FormData is sent. */
export async function formData(fields: Record<string, string>, file?: { data: Buffer; name: string; type: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

/** Uploads a picture to a product as the admin; answers the status and JSON body. */
export async function uploadPicture(
  t: TestApp,
  token: string,
  productId: number,
  data: Buffer,
  options: { alt?: string; name?: string; type?: string } = {},
) {
  const body = await formData(options.alt === undefined ? {} : { alt: options.alt }, {
    data,
    name: options.name ?? 'photo.png',
    type: options.type ?? 'image/png',
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/products/${productId}/images`,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

/** The audit entries of an action, oldest first. */
export const auditOf = (t: TestApp, action: string) =>
  t.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();
