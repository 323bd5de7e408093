import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The SPA is served by the cabinet server from dist/; in `npm run dev` Vite proxies the three
// API hosts to a server started with `npm run serve`.
const api = process.env.API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
  },
  server: {
    proxy: {
      '/api': api,
      '/auth-api': api,
      '/support-api': api,
      '/dev': api,
    },
  },
});
