import { SHOULD_AUTOBATCH } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { makeStore } from './store';

describe('the store', () => {
  it("tells the page about RTK Query's status actions before the code that awaited them goes on", async () => {
    const store = makeStore();
    // The first action a store sees makes RTK Query's middleware register itself (an action of its own): start after it.
    store.dispatch({ type: 'test/first' });
    let notified = 0;
    store.subscribe(() => notified++);
    // What RTK Query dispatches when a request starts, ends or fails: batched with the others of the same task.
    store.dispatch({ type: 'test/autoBatched', meta: { [SHOULD_AUTOBATCH]: true } });
    store.dispatch({ type: 'test/autoBatched', meta: { [SHOULD_AUTOBATCH]: true } });
    expect(notified).toBe(0);
    // One microtask later (a mutation's caller resumes after several): told once, not at the next animation frame.
    await Promise.resolve();
    expect(notified).toBe(1);
  });
});
