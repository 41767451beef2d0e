import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the EU's VIES REST service (`POST /check-vat-number` with
 * `{countryCode, vatNumber}`, answering `{countryCode, vatNumber, requestDate, valid, name,
 * address}` as VIES does). `valid` lists the numbers it confirms; `mode` makes it slow (past the
 * shop's 3 s limit) or fail with a 500, for the shop's fail-closed path.
 */
export interface ViesStandIn {
  url: string;
  valid: Set<string>;
  mode: 'ok' | 'slow' | 'error';
  calls: Array<{ countryCode: string; vatNumber: string }>;
  close(): Promise<void>;
}

export async function startViesStandIn(): Promise<ViesStandIn> {
  const state = { valid: new Set<string>(), mode: 'ok' as ViesStandIn['mode'], calls: [] as ViesStandIn['calls'] };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/check-vat-number') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"errorWrappers":[{"error":"NOT_FOUND"}]}');
        return;
      }
      let input: { countryCode?: string; vatNumber?: string };
      try {
        input = JSON.parse(body) as typeof input;
      } catch {
        res.writeHead(400, { 'content-type': 'application/json' }).end('{"errorWrappers":[{"error":"INVALID_INPUT"}]}');
        return;
      }
      state.calls.push({ countryCode: input.countryCode ?? '', vatNumber: input.vatNumber ?? '' });
      const answer = () => {
        if (state.mode === 'error') {
          res.writeHead(500, { 'content-type': 'application/json' }).end('{"errorWrappers":[{"error":"MS_UNAVAILABLE"}]}');
          return;
        }
        const valid = state.valid.has(`${input.countryCode}${input.vatNumber}`);
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            countryCode: input.countryCode,
            vatNumber: input.vatNumber,
            requestDate: new Date().toISOString(),
            valid,
            requestIdentifier: '',
            name: valid ? 'ACME SRL' : '---',
            address: valid ? 'VIA ROMA 1, MILANO' : '---',
          }),
        );
      };
      if (state.mode === 'slow') setTimeout(answer, 3500);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get valid() {
      return state.valid;
    },
    get mode() {
      return state.mode;
    },
    set mode(mode) {
      state.mode = mode;
    },
    calls: state.calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
