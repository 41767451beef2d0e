import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { CATALOGS } from '@shopwright/shared/i18n/catalogs';
import { deferBoot } from './lib/defer-boot';
import { registerCatalogs } from './lib/i18n-catalogs';

// Every language renders on the server; the browser loads only its page's (entry.client).
registerCatalogs(CATALOGS);

export const streamTimeout = 5000;

/**
 * Renders the complete document before sending it: the API keeps rendered pages and allows their
 * inline scripts by hash (apps/api/src/modules/web/page-cache.ts), so there is nothing to gain
 * from streaming a shell with fallbacks, and a whole page is smaller than a streamed one. Its code
 * starts after it has shown (lib/defer-boot.ts).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        shellRendered = true;
        const body = new PassThrough();
        const chunks: Buffer[] = [];
        body.on('data', (chunk: Buffer) => chunks.push(chunk));
        body.on('error', reject);
        body.on('end', () => {
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(deferBoot(Buffer.concat(chunks).toString('utf8')), { headers: responseHeaders, status: responseStatusCode }),
          );
        });
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}
