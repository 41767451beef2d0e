// The storefront's first-load JavaScript per page, gzipped: what a browser downloads before the
// page is interactive (the client entry, the route manifest, and each matched route's module
// with its imports), read from the build's route manifest.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { printTable, root, writeResults } from './lib.mjs';

/** The budget (README, Performance): at most 150 KB (KiB, as Lighthouse counts) and 15 scripts before a public page is interactive. */
const BUDGET_KB = 150;
const CLIENT_DIR = join(root, 'apps/storefront/build/client');

/** The pages measured: a route id of the manifest and a label. */
const PAGES = [
  ['routes/home', 'home /'],
  ['routes/products', 'listing /products'],
  ['routes/products.category', 'category listing /products/category/:category'],
  ['routes/product', 'product /products/:productId'],
  ['routes/cart', 'cart /cart'],
  ['routes/checkout', 'checkout /checkout'],
  ['routes/account', 'account /account'],
  ['routes/auth.login', 'sign in /auth/login'],
];

function readManifest() {
  const assets = join(CLIENT_DIR, 'assets');
  const file = existsSync(assets) && readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error('No storefront build: run `npm run build` first');
  const text = readFileSync(join(assets, file), 'utf8');
  const json = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1);
  return { manifest: JSON.parse(json), manifestPath: `/assets/${file}` };
}

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

export async function runBundleBench() {
  const { manifest, manifestPath } = readManifest();
  const sizes = new Map();
  const sizeOf = (path) => {
    if (!sizes.has(path)) {
      const content = readFileSync(join(CLIENT_DIR, path));
      sizes.set(path, { raw: content.length, gzip: gzipSync(content, { level: 9 }).length });
    }
    return sizes.get(path);
  };
  const results = [];
  for (const [id, label] of PAGES) {
    if (!manifest.routes[id]) {
      console.warn(`  note: no route ${id} in the manifest`);
      continue;
    }
    const chain = [];
    for (let route = manifest.routes[id]; route; route = route.parentId ? manifest.routes[route.parentId] : undefined) chain.unshift(route);
    const files = new Set([manifestPath, manifest.entry.module, ...manifest.entry.imports]);
    for (const route of chain) for (const f of [route.module, ...(route.imports ?? [])]) files.add(f);
    let raw = 0;
    let gzip = 0;
    for (const f of files) {
      const size = sizeOf(f);
      raw += size.raw;
      gzip += size.gzip;
    }
    results.push({ page: label, route: id, files: files.size, raw_kb: kb(raw), gzip_kb: kb(gzip), within_budget: kb(gzip) <= BUDGET_KB });
  }
  printTable(
    `Storefront first-load JavaScript per page (gzip -9; budget ≤ ${BUDGET_KB} KB)`,
    results.map((r) => ({
      page: r.page,
      files: r.files,
      'raw KB': r.raw_kb,
      'gzip KB': r.gzip_kb,
      [`≤ ${BUDGET_KB} KB`]: r.within_budget ? 'yes' : 'NO',
    })),
  );
  writeResults('bundle', { budget_kb: BUDGET_KB, results });
}
