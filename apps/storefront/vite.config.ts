import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/**
 * Shared code every page's frame uses (layout, header, footer, dialogs, providers, UI parts,
 * icons). Route modules, and parts loaded on demand (forms, the phone menu, error screens), keep
 * their own chunks.
 */
const SHELL = /[\\/]apps[\\/]storefront[\\/]app[\\/](components|lib|features[\\/](auth|contact|footer|loading|navigation)[\\/])/;
// Shared code only account, orders, checkout or newsletter pages use stays with them, as when it lived in
// those features; form helpers pull zod.
const NOT_SHELL =
  /-form\.tsx$|newsletter-signup\.tsx$|mobile-menu\.tsx$|[\\/]app[\\/]lib[\\/](forms|orders|account)[\\/]|[\\/]app[\\/]lib[\\/]newsletter\.ts$|[\\/]app[\\/]components[\\/]orders[\\/]/;
function isShellModule(id: string): boolean {
  return SHELL.test(id) && !NOT_SHELL.test(id);
}

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:9000';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    rolldownOptions: {
      // zod's builders have no side effects: a schema nothing uses is dropped, so a module that
      // also exports messages or helpers does not pull zod into every page that uses those.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // Few, larger chunks for the first load (every request costs a round trip on a phone):
        // the framework, the libraries of the shop's frame, and its own shared code. zod and
        // react-hook-form stay out of them: only forms loaded later use them.
        codeSplitting: {
          groups: [
            { name: 'zod', test: /[\\/]node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/, priority: 40 },
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@react-router|cookie|set-cookie-parser|turbo-stream)[\\/]/,
              priority: 50,
            },
            // react-hot-toast (and goober) load after hydration (app/lib/toast.ts), in a chunk of their own.
            { name: 'toasts', test: /[\\/]node_modules[\\/](react-hot-toast|goober)[\\/]/, priority: 30 },
            { name: 'vendor', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 20 },
            { name: 'shell', test: isShellModule, priority: 10 },
          ],
        },
      },
    },
  },
  // The server build bundles lucide, so it holds the icons the pages use: left external, Node loaded
  // the whole package (every icon, about 650 KB of source) into each server process.
  ssr: { noExternal: ['lucide'] },
  // `npm run dev`: the storefront dev server proxies the API.
  server: { port: 5173, proxy: { '/api': apiTarget } },
});
