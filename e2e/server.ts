import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

export interface RunningShop {
  url: string;
  dataDir: string;
  /** The server's process id (with WORKERS > 1, the cluster primary's). */
  pid: number;
  /** Settles when the server process has exited, with its exit code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<void>;
}

export interface StartOptions {
  /**
   * Run on this existing data directory (its database, media and JWT secret), e.g. to restart a
   * shop after a crash; the caller owns it and `stop()` leaves it in place.
   */
  dataDir?: string;
}

/** Whether a server could listen on this port of 127.0.0.1 now. */
const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/**
 * A random port below Linux's ephemeral range (32768+, where outgoing connections could already
 * hold it) that nothing listens on: the machine's own services listen in this range too (RabbitMQ's
 * 25672 made a shop fail to start in CI).
 */
async function freePort(): Promise<number> {
  for (let tries = 0; tries < 100; tries++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await canListen(port)) return port;
  }
  throw new Error('no free port between 20000 and 32000 in 100 tries');
}

/** Starts the built server (as `npm start` runs it) on a free port with a fresh database of its own. */
export async function startShop(env: Record<string, string> = {}, options: StartOptions = {}): Promise<RunningShop> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'sw-e2e-'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) =>
    child.once('exit', (code, signal) => r({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start within 90 s');
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    dataDir,
    pid: child.pid!,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
