import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShop, type RunningShop } from './server';

/** Pids of a process's children, from /proc (Linux). */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // exited meanwhile
    }
  }
  return children.sort();
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** One request on a fresh connection, so the cluster hands each to the next worker. */
function call(url: string, method = 'GET', body?: unknown, token?: string): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = {};
    if (payload) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const req = request(url, { method, agent: false, headers }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : undefined }));
    });
    req.on('error', reject);
    req.setTimeout(5_000, () => req.destroy(new Error(`${method} ${url} timed out`)));
    req.end(payload);
  });
}

let shop: RunningShop;
let workers: number[];
beforeAll(async () => {
  shop = await startShop({ WORKERS: '2' });
}, 120_000);
afterAll(() => shop?.stop());

describe('WORKERS=2 on SQLite', () => {
  it('serves from both workers and passes a settings change to the other one', async () => {
    await expect.poll(() => childrenOf(shop.pid).length, { timeout: 30_000 }).toBe(2);
    workers = childrenOf(shop.pid);
    const login = await call(`${shop.url}/api/auth/login`, 'POST', { email: 'admin@example.com', password: 'Admin12345' });
    expect(login.status).toBe(200);
    expect((await call(`${shop.url}/api/settings`)).status).toBe(200);
    expect((await call(`${shop.url}/api/settings`)).status).toBe(200);
    const saved = await call(`${shop.url}/api/admin/settings`, 'PATCH', { tax_rate: 6.5 }, login.body.access);
    expect(saved.status).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    const rates = await Promise.all(Array.from({ length: 6 }, async () => (await call(`${shop.url}/api/settings`)).body.tax_rate));
    expect(rates).toEqual(Array(6).fill(6.5));
  });

  it('replaces a worker that crashes and keeps serving meanwhile', async () => {
    const [victim] = workers;
    process.kill(victim!, 'SIGKILL');
    // Once the primary has noticed the death, the other worker takes every connection.
    await expect.poll(() => childrenOf(shop.pid).includes(victim!), { timeout: 5_000 }).toBe(false);
    for (let i = 0; i < 5; i++) expect((await call(`${shop.url}/api/health`)).status).toBe(200);
    await expect.poll(() => childrenOf(shop.pid).length, { timeout: 15_000 }).toBe(2);
    workers = childrenOf(shop.pid);
    expect((await call(`${shop.url}/api/health`)).status).toBe(200);
  });

  it('stops every worker on SIGTERM to the primary', async () => {
    await shop.stop();
    expect(alive(shop.pid)).toBe(false);
    await expect.poll(() => workers.filter(alive).length, { timeout: 5_000 }).toBe(0);
  });
});
