// `npm start`: install if needed, build what changed, then run the server (it migrates and seeds on start).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildAll } from './build.mjs';
import { ensureInstalled, root } from './lib.mjs';
import { SERVER_NODE_ARGS, serverEnv } from './server-runtime.mjs';

ensureInstalled();
buildAll();

const env = serverEnv();
// React renders with its production build only under NODE_ENV=production. Without an explicit
// NODE_ENV this is the demo setup, so the demo accounts are still seeded on an empty database.
if (!env.NODE_ENV) {
  env.NODE_ENV = 'production';
  env.SEED_DEMO ??= 'true';
}
const server = spawn(process.execPath, [...SERVER_NODE_ARGS, join(root, 'apps/api/dist/server.js')], { cwd: root, env, stdio: 'inherit' });
// npm runs this through `sh -c`, whose dash would die on SIGTERM and orphan the server: the
// script is `exec node …` (package.json), so npm's SIGTERM and SIGINT reach this process, which
// passes them on and exits only when the server has finished its graceful shutdown.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
