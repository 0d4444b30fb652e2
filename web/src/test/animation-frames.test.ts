import { afterEach, describe, expect, it, vi } from 'vitest';

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

describe('animation frames in the shared test environment (test/setup.ts)', () => {
  afterEach(() => vi.useRealTimers());

  it('still come after a frame was asked for while setInterval and setTimeout were fake', async () => {
    // A component asking for a frame during a fake-timer test that did not fake the frames themselves: with jsdom's
    // own frames, this frame's interval was fake, and no frame ever came again in the worker.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    requestAnimationFrame(() => undefined);
    vi.useRealTimers();
    await expect(nextFrame()).resolves.toBeTypeOf('number');
  });

  it('are faked by a test that fakes them, and real again after it', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    const seen: number[] = [];
    requestAnimationFrame(() => seen.push(1));
    expect(seen).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(seen).toEqual([1]);
    vi.useRealTimers();
    await expect(nextFrame()).resolves.toBeTypeOf('number');
  });

  it('run each callback once, in order, skip a cancelled one and take a frame asked for during a frame to the next', async () => {
    const seen: string[] = [];
    const cancelled = requestAnimationFrame(() => seen.push('cancelled'));
    requestAnimationFrame(() => {
      seen.push('a');
      requestAnimationFrame(() => seen.push('c'));
    });
    requestAnimationFrame(() => seen.push('b'));
    cancelAnimationFrame(cancelled);
    await nextFrame();
    expect(seen).toEqual(['a', 'b']);
    await nextFrame();
    expect(seen).toEqual(['a', 'b', 'c']);
  });
});
