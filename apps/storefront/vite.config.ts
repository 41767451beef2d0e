import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:9000';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // `npm run dev`: the storefront dev server proxies the API.
  server: { port: 5173, proxy: { '/api': apiTarget } },
});
