import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:9000';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    rolldownOptions: {
      output: {
        // packages/shared/src/csp must run before any schema is built: kept in zod's own chunk,
        // which every chunk holding a schema imports (in root.tsx's chunk it would run too late).
        codeSplitting: { groups: [{ name: 'zod', test: /[\\/](node_modules[\\/]zod|packages[\\/]shared[\\/]src[\\/]csp)[\\/]/ }] },
      },
    },
  },
  // `npm run dev`: the storefront dev server proxies the API.
  server: { port: 5173, proxy: { '/api': apiTarget } },
});
