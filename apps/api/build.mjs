// Bundles the API (with @shopwright/shared) into dist/; npm packages stay external.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

export const apiBuildOptions = {
  absWorkingDir: fileURLToPath(new URL('.', import.meta.url)),
  entryPoints: {
    server: 'src/server.ts',
    'create-admin': 'src/cli/create-admin.ts',
    migrate: 'src/cli/migrate.ts',
    'seed-large': 'src/cli/seed-large.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  alias: { '@shopwright/shared': '../../packages/shared/src' },
  logLevel: 'warning',
};

if (import.meta.url === `file://${process.argv[1]}`) await build(apiBuildOptions);
