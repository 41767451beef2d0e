import { PassThrough } from 'node:stream';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { CATALOGS } from '@shopwright/shared/i18n/catalogs';
import { deferBoot } from './lib/defer-boot';
import { registerCatalogs } from './lib/i18n-catalogs';
import { PAGE_HTML } from './lib/load-context';
import { serverRenderer } from './lib/text-writer-renderer';

// Every language renders on the server; the browser loads only its page's (entry.client).
registerCatalogs(CATALOGS);

export const streamTimeout = 5000;

// React's renderer with a cheaper output writer in production (ADR 036), loaded once.
const { renderToPipeableStream } = serverRenderer();

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
  loadContext: AppLoadContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Cleared once the page is complete: a pending timer kept the whole render reachable for 6 s.
    const timer: { id?: ReturnType<typeof setTimeout> } = {};
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        shellRendered = true;
        const body = new PassThrough();
        const chunks: Buffer[] = [];
        body.on('data', (chunk: Buffer) => chunks.push(chunk));
        body.on('error', reject);
        body.on('end', () => {
          clearTimeout(timer.id);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          const html = deferBoot(Buffer.concat(chunks));
          // The API's renderer takes the page's bytes as they are (PAGE_HTML), rather than as a body
          // it would read back (through a stream: ~3 % of a render).
          if (loadContext.takesPageHtml) {
            const response = new Response(null, { headers: responseHeaders, status: responseStatusCode });
            resolve(Object.assign(response, { [PAGE_HTML]: html }));
          } else resolve(new Response(html.toString('utf8'), { headers: responseHeaders, status: responseStatusCode }));
        });
        pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(timer.id);
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
    timer.id = setTimeout(abort, streamTimeout + 1000);
  });
}
