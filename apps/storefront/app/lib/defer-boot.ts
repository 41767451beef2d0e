/**
 * Starts the page's code after the page has shown what it has (ADR 012). React Router's boot
 * script and its module preloads ask for every script of the page while the HTML is parsed, so on
 * a slow phone connection ~140 KB of JavaScript competes with the stylesheet, the font and the
 * largest picture for the first paint. The page is complete HTML (rendered whole on the server),
 * so it can be read before its code runs: the boot script is kept as inert text and started at
 * the window's load event, or at once on the shopper's first touch, key or scroll, whichever comes
 * first. A tap on a button, or a form sent, before the page is hydrated is held and done again
 * once it is and the session is known (`replayHeldActions`), instead of being lost; links work as plain links meanwhile.
 * An Escape pressed meanwhile is remembered, so the login dialog a guest gets at start stays closed
 * (`escapedBeforeStart`, docs/decisions/012-storefront-start-up.md).
 * Buttons also say they are not ready until hydrated (aria-disabled, see use-hydrated).
 *
 * The boot script keeps its bytes, so the CSP hash the API computes over every inline script of
 * the page allows it when it is started (apps/api/src/modules/web/page-cache.ts).
 */
export const BOOT_ID = 'sw-boot';

/**
 * A worker started with the boot script that makes the browser's first Intl formatters
 * (public/intl-warm.js): the ICU data they load is shared by the whole process, so hydration's
 * prices and numbers no longer pay 10-20 ms (x4 on a phone) for it on the main thread (ADR 032).
 */
export const INTL_WARM = '/intl-warm.js';

/** The classic inline script that starts the kept boot script (hashed like every inline script). */
export const BOOT_STARTER = `(function(){var started=false,held=window.__swHeld=[];function go(){if(started)return;started=true;var kept=document.getElementById('${BOOT_ID}');if(!kept)return;try{new Worker('${INTL_WARM}')}catch(e){}var s=document.createElement('script');s.type='module';s.textContent=kept.textContent;document.body.appendChild(s)}function hold(e){if(window.__swHydrated)return;var t=e.type==='submit'?e.target:e.target.closest&&e.target.closest('button,[role=button],[role=switch],input[type=checkbox],input[type=radio]');if(!t)return;e.preventDefault();e.stopPropagation();if(held.indexOf(t)<0)held.push(t);go()}addEventListener('click',hold,true);addEventListener('submit',hold,true);if(document.readyState==='complete')go();else addEventListener('load',go,{once:true});addEventListener('keydown',function(e){if(e.key==='Escape'&&!window.__swHydrated)window.__swEscaped=true},true);['pointerdown','keydown','touchstart','wheel','scroll'].forEach(function(t){addEventListener(t,go,{once:true,capture:true,passive:true})})})()`;

declare global {
  interface Window {
    __swHeld?: Element[];
    __swHydrated?: boolean;
    __swEscaped?: boolean;
  }
}

/**
 * Whether the shopper pressed Escape before the page was hydrated and the session known. The
 * guest's login dialog opens only then; an Escape meant for it came first and must still count.
 */
export const escapedBeforeStart = (): boolean => typeof window !== 'undefined' && window.__swEscaped === true;

/** Called once the page is hydrated and the session known: taps and form submits held meanwhile are done now. */
export function replayHeldActions(): void {
  window.__swHydrated = true;
  for (const target of window.__swHeld?.splice(0) ?? []) {
    if (!target.isConnected) continue;
    if (target instanceof HTMLFormElement) target.requestSubmit();
    else if (target instanceof HTMLElement) target.click();
  }
}

const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]*"\s*\/?>/g;
const BOOT_OPEN = '<script type="module" async="">';
const BOOT_MARK = 'window.__reactRouterRouteModules';
const CLOSE = '</script>';

/**
 * The page with its boot script kept for later and no module preloads; unchanged without one. The
 * boot script is the first module script followed by the route modules' registration, up to the
 * `</script>` after it. The page stays bytes from React to the socket (issue 29: turning it into a
 * string and back was 11 % of a server render). It is searched as latin1, one character per byte,
 * so every index found is a byte offset; the markers are ASCII and match as in the UTF-8 text.
 */
export function deferBoot(html: Buffer): Buffer {
  const text = html.toString('latin1');
  const start = text.indexOf(BOOT_OPEN);
  if (start < 0) return html;
  const mark = text.indexOf(BOOT_MARK, start + BOOT_OPEN.length);
  if (mark < 0) return html;
  const end = text.indexOf(CLOSE, mark + BOOT_MARK.length);
  if (end < 0) return html;
  const parts: Buffer[] = [];
  // The bytes from `from` to `to`, without the module preloads among them.
  const keep = (from: number, to: number) => {
    MODULE_PRELOAD.lastIndex = from;
    for (let m = MODULE_PRELOAD.exec(text); m && m.index + m[0].length <= to; m = MODULE_PRELOAD.exec(text)) {
      parts.push(html.subarray(from, m.index));
      from = m.index + m[0].length;
    }
    parts.push(html.subarray(from, to));
  };
  keep(0, start);
  parts.push(
    Buffer.from(`<script type="text/x-boot" id="${BOOT_ID}">`),
    html.subarray(start + BOOT_OPEN.length, end),
    Buffer.from(`</script><script>${BOOT_STARTER}</script>`),
  );
  keep(end + CLOSE.length, html.length);
  return Buffer.concat(parts);
}
