import { configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '../api/base-api';
import { sessionSlice, signedIn, signedOut, STORAGE_KEYS, tokensRefreshed, userLoaded } from '../features/auth/session';
import { LAYOUT_STORAGE_KEY, layoutSlice } from '../layouts/layout-settings';
import { writeEncrypted } from '../lib/secure-storage';
import { env } from './env';

const TESTING = import.meta.env.MODE === 'test';

function persistence() {
  const listener = createListenerMiddleware();
  listener.startListening({
    matcher: isAnyOf(signedIn, tokensRefreshed, userLoaded),
    effect: async (_action, api) => {
      const { session } = api.getState() as RootState;
      if (session.accessToken) localStorage.setItem(STORAGE_KEYS.accessToken, session.accessToken);
      if (session.refreshToken) localStorage.setItem(STORAGE_KEYS.refreshToken, session.refreshToken);
      if (session.user) await writeEncrypted(STORAGE_KEYS.userData, session.user, env.localSecret);
    },
  });
  listener.startListening({
    actionCreator: signedOut,
    effect: (_action, api) => {
      for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
      // Nothing fetched for the previous user may be shown to the next one.
      api.dispatch(baseApi.util.resetApiState());
    },
  });
  listener.startListening({
    predicate: (_action, current, previous) =>
      (current as RootState).layout !== (previous as RootState).layout,
    effect: (_action, api) => {
      localStorage.setItem(LAYOUT_STORAGE_KEY, JSON.stringify((api.getState() as RootState).layout));
    },
  });
  return listener.middleware;
}

export function makeStore() {
  const store = configureStore({
    reducer: {
      [baseApi.reducerPath]: baseApi.reducer,
      session: sessionSlice.reducer,
      layout: layoutSlice.reducer,
    },
    // RTK's development checks walk the whole state after every action (40-55 ms each in a test with a page of
    // users): the test runs, which render whole pages for every step, skip them; development keeps them.
    middleware: (getDefault) =>
      getDefault({ immutableCheck: !TESTING, serializableCheck: !TESTING }).prepend(persistence()).concat(baseApi.middleware),
    // RTK Query's status actions tell the page at the end of the current task, not at the next animation frame (RTK's
    // default): a form that awaits its mutation and shows the server's field errors showed them while its button was
    // still disabled as sending, for a frame in a browser and in jsdom (whose frames run on a 16 ms timer here) long
    // enough for a test's next click to be lost (todo.test.tsx failed so, once in CI). Updates in one task come as one.
    enhancers: (getDefault) => getDefault({ autoBatch: { type: 'tick' } }),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
