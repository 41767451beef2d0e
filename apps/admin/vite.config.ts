import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:9000';

export default defineConfig({
  base: '/admin/',
  plugins: [react(), tailwindcss()],
  server: { port: 5174, proxy: { '/api': apiTarget } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      output: {
        // Zod and the module that turns its JIT off (@shopwright/shared/csp) share one chunk, so
        // the switch runs before any schema is built, whichever chunk defines schemas first.
        // Otherwise a shared chunk holding zod and some schemas runs ahead of the entry's CSP
        // import, and zod's `new Function` probe is reported as a CSP violation.
        manualChunks: (id) => (/[\\/]node_modules[\\/]zod[\\/]|[\\/]packages[\\/]shared[\\/]src[\\/]csp[\\/]/.test(id) ? 'zod' : undefined),
      },
    },
  },
});
