import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// What an operator sees: `npm start` stopped by a supervisor, and start-up failures.
const root = resolve(import.meta.dirname, '..');
const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sw-ops-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const portOpen = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => done(socket.destroy() === socket));
    socket.once('error', () => done(false));
  });

/** Runs the built server with a broken setup: its exit code and what it wrote. */
function failedStart(env: Record<string, string>) {
  const dir = dataDir();
  const run = spawnSync(process.execPath, [join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', SEED_DEMO: 'true', HOST: '127.0.0.1', DATA_DIR: dir, PORT: '0', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { dir, status: run.status, lines: `${run.stdout}${run.stderr}`.trim().split('\n').filter(Boolean) };
}

describe('npm start under a supervisor', () => {
  it('passes SIGTERM on to the server, waits for its graceful exit, and leaves no process on the port', async () => {
    const port = 9500 + Math.floor(Math.random() * 100);
    const npm = spawn('npm', ['start'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir(),
        LOG_LEVEL: 'info',
        NODE_ENV: 'production',
        SEED_DEMO: 'false',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    npm.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const npmExit = new Promise<number | null>((done) => npm.once('exit', (code) => done(code)));
    const deadline = Date.now() + 120_000;
    while (!/is serving on/.test(out)) {
      if (Date.now() > deadline || npm.exitCode !== null) throw new Error(`npm start did not come up:\n${out}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const serving = out.split('\n').find((line) => line.includes('is serving on'))!;
    const serverPid = (JSON.parse(serving) as { pid: number }).pid;
    expect(serverPid).not.toBe(npm.pid);
    expect(await portOpen(port)).toBe(true);

    npm.kill('SIGTERM');
    expect(await npmExit).toBe(0);
    expect(out).toMatch(/"signal":"SIGTERM".*shutting down/);
    expect(alive(serverPid)).toBe(false);
    expect(await portOpen(port)).toBe(false);
  }, 150_000);
});

describe('start-up failures', () => {
  it('refuses an empty PORT= with one JSON line naming it', () => {
    const run = failedStart({ PORT: '' });
    expect(run.status).toBe(1);
    expect(run.lines).toHaveLength(1);
    const line = JSON.parse(run.lines[0]!) as { level: number; msg: string; problems: string[] };
    expect(line.level).toBe(60);
    expect(line.problems.join(' ')).toMatch(/^PORT: must be a port number/);
  });

  it('checks Redis before migrating or seeding anything, and says so in one JSON line', () => {
    const run = failedStart({ REDIS_URL: 'redis://127.0.0.1:1' });
    expect(run.status).toBe(1);
    expect(run.lines).toHaveLength(1);
    expect((JSON.parse(run.lines[0]!) as { msg: string }).msg).toMatch(
      /^Shopwright failed to start: Cannot reach Redis at 127\.0\.0\.1:1 \(REDIS_URL\)/,
    );
    expect(existsSync(join(run.dir, 'shopwright.db'))).toBe(false);
  });
});
