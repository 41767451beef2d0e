// Builds what is out of date: the API bundle, the storefront (server + client) and the admin app.
// Each output keeps a hash of its sources; `--force` rebuilds everything.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstalled, root, run, sourceHash } from './lib.mjs';
import { precompress } from './precompress.mjs';

const shared = ['packages/shared/src', 'packages/shared/package.json', 'package-lock.json'];
export const TARGETS = [
  {
    name: 'api',
    out: 'apps/api/dist',
    inputs: ['apps/api/src', 'apps/api/build.mjs', 'apps/api/package.json', ...shared],
    cmd: ['node', ['build.mjs'], 'apps/api'],
  },
  {
    name: 'storefront',
    out: 'apps/storefront/build',
    inputs: [
      'apps/storefront/app',
      'apps/storefront/public',
      'apps/storefront/vite.config.ts',
      'apps/storefront/react-router.config.ts',
      'apps/storefront/package.json',
      ...shared,
    ],
    cmd: ['node', ['../../node_modules/@react-router/dev/bin.js', 'build'], 'apps/storefront'],
    // Brotli and gzip copies of the browser files, served precompressed (see precompress.mjs).
    after: () => precompress(join(root, 'apps/storefront/build/client')),
  },
  {
    name: 'admin',
    out: 'apps/admin/dist',
    inputs: [
      'apps/admin/src',
      'apps/admin/public',
      'apps/admin/index.html',
      'apps/admin/vite.config.ts',
      'apps/admin/package.json',
      ...shared,
    ],
    cmd: ['node', ['../../node_modules/vite/bin/vite.js', 'build'], 'apps/admin'],
  },
];

/** Builds every target, or only the named ones (e.g. `only: ['api', 'storefront']`). */
export function buildAll({ force = false, only } = {}) {
  for (const target of TARGETS.filter((t) => !only || only.includes(t.name))) {
    const stamp = join(root, target.out, '.build-hash');
    const hash = sourceHash(target.inputs);
    if (!force && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
      console.log(`✓ ${target.name} is up to date`);
      continue;
    }
    console.log(`… building ${target.name}`);
    const [command, args, cwd] = target.cmd;
    run(command, args, { cwd: join(root, cwd), env: { ...process.env, NODE_ENV: 'production' } });
    target.after?.();
    writeFileSync(stamp, hash);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureInstalled();
  buildAll({ force: process.argv.includes('--force') });
}
