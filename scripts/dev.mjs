// `npm run dev`: API rebuilt and restarted on change (port 9000), storefront dev server with
// hot reload on 5173 and admin on 5174; both proxy /api to the API.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { context } from 'esbuild';
import { apiBuildOptions } from '../apps/api/build.mjs';
import { ensureInstalled, root } from './lib.mjs';

ensureInstalled();
const ctx = await context({ ...apiBuildOptions, logLevel: 'info' });
await ctx.rebuild();
await ctx.watch();

const children = [
  spawn(process.execPath, ['--enable-source-maps', '--watch', 'apps/api/dist/server.js'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development' },
  }),
  spawn(process.execPath, ['../../node_modules/@react-router/dev/bin.js', 'dev'], { cwd: join(root, 'apps/storefront'), stdio: 'inherit' }),
  spawn(process.execPath, ['../../node_modules/vite/bin/vite.js'], { cwd: join(root, 'apps/admin'), stdio: 'inherit' }),
];
console.log('\nAPI http://localhost:9000/api · storefront http://localhost:5173 · admin http://localhost:5174/admin/\n');
const stop = async () => {
  for (const child of children) child.kill('SIGTERM');
  await ctx.dispose();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
