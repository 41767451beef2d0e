// Helpers shared by the npm scripts. Node built-ins only: these run before `npm install`.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
const WORKSPACES = ['packages/shared', 'apps/api', 'apps/storefront', 'apps/admin'];

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

/** Runs `npm install` when node_modules is missing or older than a manifest or the lockfile. */
export function ensureInstalled() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const manifests = ['package.json', 'package-lock.json', ...WORKSPACES.map((w) => `${w}/package.json`)]
    .map((f) => join(root, f))
    .filter(existsSync);
  const stale =
    !existsSync(marker) ||
    manifests.some((f) => statSync(f).mtimeMs > statSync(marker).mtimeMs) ||
    !existsSync(join(root, 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node'));
  if (!stale) return;
  console.log('Installing dependencies (npm install; better-sqlite3 compiles from source on first install, ~1-2 min)…');
  run('npm', ['install', '--no-audit', '--no-fund']);
}

const SKIP = new Set(['node_modules', 'dist', 'build', '.react-router', 'data', 'coverage', 'test-results']);

function listFiles(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) listFiles(path, out);
    else if (!/\.test\.tsx?$/.test(entry.name)) out.push(path);
  }
  return out;
}

/** A hash of every source file under the given paths (tests excluded): a build is stale when it changes. */
export function sourceHash(paths) {
  const hash = createHash('sha256');
  for (const file of paths.flatMap((p) => (statSafe(join(root, p))?.isDirectory() ? listFiles(join(root, p)) : [join(root, p)])).sort()) {
    if (!existsSync(file)) continue;
    hash.update(relative(root, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

function statSafe(path) {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}
