import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the BFF (npm run dev) answers every API path; Vite proxies non-asset requests to it.
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  server: {
    port: 5173,
    proxy: {
      '^/(jwt|api|apps|health|docs|openapi|faq|blog|profile|pricing|account-setting|card)(/|\\.|$)': {
        target: 'http://127.0.0.1:3000',
      },
    },
  },
});
