import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';
import { preloadApp } from './build/preload-app';
import { systemFont } from './build/system-font';

const FRAMEWORK =
  /node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|@reduxjs\/toolkit|immer|reselect|redux|redux-thunk|react-redux|i18next|react-i18next|use-sync-external-store|@casl\/ability|@casl\/react|@ucast\/[a-z0-9]+)\//;

// The app's small modules on every first paint (the login page's too), one chunk instead of twenty of a few
// hundred bytes each.
const APP_CORE = new RegExp(
  [
    'features/association/resources/([^/]+/meta|links)\\.ts',
    'app/(paths|hooks|env)\\.ts',
    'api/(errors|base-api|base-query|session-refresh|enhanced/auth|generated/auth)\\.ts',
    'components/(toast|page-states)\\.tsx',
    'features/auth/(auth-card|field|password-input)\\.tsx',
    'features/auth/redirect\\.ts',
  ]
    .map((path) => `/src/${path}$`)
    .join('|'),
);

// PrimeReact's parts the signed-in frame and most pages draw with (menus, navbar, toasts, buttons, dropdowns, tags,
// skeletons) and the data table with its paginator: two chunks instead of some forty of one to ten KB, each a
// request in a chain a phone waits on. The login page uses none of them.
const PRIME_FRAME =
  /node_modules\/primereact\/(api|componentbase|csstransition|ripple|utils|hooks|portal|overlayservice|iconbase|icons\/[a-z]+|toast|button|sidebar|menu|overlaypanel|inputtext|badge|avatar|tooltip|inputswitch|radiobutton|focustrap|dropdown|virtualscroller|skeleton|tag|message|checkbox)\//;
const PRIME_DATA = /node_modules\/primereact\/(datatable|column|paginator|inputnumber)\//;
// The generated API endpoints of every area (the auth endpoints are in app-core): one chunk of a few KB compressed.
const API_AREAS = /\/src\/api\/(enhanced|generated)\/[^/]+\.ts$/;

// In development the BFF (npm run dev) answers every API path; Vite proxies non-asset requests to it.
export default defineConfig(({ command }) => {
  // A build is a production build whatever NODE_ENV the shell has (`NODE_ENV=development npm start` included).
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [react(), systemFont(), preloadApp(), precompress()],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: false,
      // dist/.vite/manifest.json: what each page loads, for the size check (bff/test/web/login-size.test.ts).
      manifest: true,
      // Modern browsers preload modules themselves.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          // What every page needs in one chunk: one request, one compression window instead of ten small ones.
          codeSplitting: {
            groups: [
              { name: 'framework', test: FRAMEWORK, priority: 3 },
              { name: 'app-core', test: APP_CORE, priority: 2 },
              { name: 'prime-frame', test: PRIME_FRAME, priority: 1 },
              { name: 'prime-data', test: PRIME_DATA, priority: 1 },
              { name: 'api-areas', test: API_AREAS },
            ],
          },
        },
      },
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
