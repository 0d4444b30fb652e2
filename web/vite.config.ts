import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';
import { systemFont } from './build/system-font';

// In development the BFF (npm run dev) answers every API path; Vite proxies non-asset requests to it.
export default defineConfig(({ command }) => {
  // A build is a production build whatever NODE_ENV the shell has (`NODE_ENV=development npm start` included).
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [react(), systemFont(), precompress()],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: false,
      // dist/.vite/manifest.json: what each page loads, for the size check (bff/test/web/login-size.test.ts).
      manifest: true,
    },
    server: {
      port: 5173,
      proxy: {
        '^/(jwt|api|apps|health|docs|openapi|faq|blog|profile|pricing|account-setting|card)(/|\\.|$)': {
          target: 'http://127.0.0.1:3000',
        },
      },
    },
  };
});
