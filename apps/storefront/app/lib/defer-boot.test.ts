import { describe, expect, it } from 'vitest';
import { BOOT_ID, BOOT_STARTER, deferBoot } from './defer-boot';

const boot =
  'import "/assets/manifest.js";\nwindow.__reactRouterRouteModules = {"root": route0, "name": "Größe – €"};\nimport("/assets/entry.client.js");';
const page = (body: string) =>
  `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/assets/app.css"/>` +
  `<link rel="modulepreload" href="/assets/b.js" /></head><body><main>Schuhe für Kinder – 20 €</main>${body}</body></html>`;

describe('deferBoot', () => {
  it('keeps the boot script as inert text with its starter, and drops the module preloads', () => {
    const html = page(
      `<script>window.__reactRouterContext = {};</script><script type="module" async="">${boot}</script><script>after()</script>`,
    );
    expect(deferBoot(Buffer.from(html)).toString()).toBe(
      `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/></head><body><main>Schuhe für Kinder – 20 €</main>` +
        `<script>window.__reactRouterContext = {};</script><script type="text/x-boot" id="${BOOT_ID}">${boot}</script>` +
        `<script>${BOOT_STARTER}</script><script>after()</script></body></html>`,
    );
  });

  it('leaves a page without the boot script as it is, preloads included', () => {
    const html = page('<script type="module" async="">import("/x.js")</script>');
    expect(deferBoot(Buffer.from(html)).toString()).toBe(html);
    expect(deferBoot(Buffer.from(page(''))).toString()).toBe(page(''));
  });
});
