// `npm run create-admin -- --email … --password …`
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildAll } from './build.mjs';
import { ensureInstalled, root } from './lib.mjs';

ensureInstalled();
buildAll();
const result = spawnSync(process.execPath, [join(root, 'apps/api/dist/create-admin.js'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
