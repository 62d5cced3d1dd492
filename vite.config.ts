import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir: path.resolve(import.meta.dirname, process.env.DIST_DIR ?? 'dist', 'client'),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/superadmin/': { target: 'http://127.0.0.1:3000', bypass: (req) => (req.headers.accept?.includes('text/html') ? req.url : undefined) },
      '/loans/': 'http://127.0.0.1:3000',
      '/mpesa/': 'http://127.0.0.1:3000',
    },
  },
});
