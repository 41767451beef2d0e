import { request, type IncomingHttpHeaders } from 'node:http';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body (undefined when empty or not JSON). */
  body: any;
  text: string;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  /** An access token, sent as `Authorization: Bearer …`. */
  token?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/**
 * One request on a connection of its own (no keep-alive pool), so a test knows exactly which
 * requests were on the wire when it signals or kills the server. Rejects when the connection
 * fails or is cut before the whole answer arrived.
 */
export function call(url: string, options: CallOptions = {}): Promise<Answer> {
  const { method = 'GET', body, token, timeoutMs = 15_000 } = options;
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = { ...options.headers };
    if (payload !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const req = request(url, { method, agent: false, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('aborted', () => reject(new Error(`${method} ${url}: answer cut off`)));
      res.on('error', reject);
      res.on('end', () => {
        let parsed: unknown;
        try {
          parsed = text ? JSON.parse(text) : undefined;
        } catch {
          parsed = undefined;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed, text });
      });
    });
    req.on('error', reject);
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`${method} ${url} timed out`)));
    req.end(payload);
  });
}

/** Signs in through the API and returns the access token. */
export async function signIn(baseUrl: string, email: string, password: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await call(`${baseUrl}/api/auth/login`, { method: 'POST', body: { email, password }, headers });
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${res.text}`);
  return res.body.access as string;
}

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'Admin12345' };
