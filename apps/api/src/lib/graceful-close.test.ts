import { Agent, createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { closeGracefully } from './graceful-close';

/** Far more than the socket buffers hold, so most of it is still queued when closing starts. */
const BIG = 16 * 1024 * 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let agent: Agent;
afterEach(() => agent?.destroy());

async function serve(): Promise<{ server: Server; url: string; begin(): void }> {
  const server = createServer((req, res) => {
    if (req.url === '/big') return res.end(Buffer.alloc(BIG, 'x'));
    res.end('ok');
  });
  const { begin } = closeGracefully(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, begin };
}

/** A GET on a keep-alive connection (as browsers make them), answered once the headers are in. */
function get(url: string): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => request(url, { agent }, resolve).on('error', reject).end());
}

function readAll(res: IncomingMessage): Promise<number> {
  return new Promise((resolve, reject) => {
    let length = 0;
    res.on('data', (chunk: Buffer) => (length += chunk.length));
    res.on('end', () => resolve(length));
    res.on('aborted', () => reject(new Error(`cut off after ${length} bytes`)));
    res.on('error', reject);
  });
}

const closed = (server: Server) => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));

describe('closeGracefully', () => {
  it('lets a slow reader get the whole answer, then closes its connection', async () => {
    agent = new Agent({ keepAlive: true });
    const { server, url, begin } = await serve();
    const res = await get(`${url}/big`);
    res.pause();
    begin();
    const done = closed(server);
    await sleep(200);
    res.resume();
    expect(await readAll(res)).toBe(BIG);
    await done;
  });

  it('closes idle keep-alive connections at once, and those of answers that finish later', async () => {
    agent = new Agent({ keepAlive: true });
    const { server, url, begin } = await serve();
    expect(await readAll(await get(url))).toBe(2);
    const busy = await get(`${url}/big`);
    busy.pause();
    const started = Date.now();
    begin();
    const done = closed(server);
    await sleep(100);
    busy.resume();
    expect(await readAll(busy)).toBe(BIG);
    await done;
    // Without the closing, the keep-alive connections would hold server.close() for 5 s.
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
