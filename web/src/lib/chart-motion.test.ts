import { Chart } from 'chart.js';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chartsFollowReducedMotion } from './chart-motion';
import { REDUCED_MOTION } from './reduced-motion';

// What the worker's charts had before this file (a page test's window, which asks for reduced motion, may have turned
// animation off already), put back after each test.
const before = Chart.defaults.animation;
afterEach(() => {
  Chart.defaults.animation = before;
});

/** A window whose reduced-motion setting the test turns on and off. */
function settingWindow(reduced: boolean) {
  const listeners = new Set<() => void>();
  const asked: string[] = [];
  const query = {
    get matches() {
      return reduced;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
  };
  return {
    view: { matchMedia: (text: string) => (asked.push(text), query) } as unknown as Pick<Window, 'matchMedia'>,
    asked,
    set(value: boolean) {
      reduced = value;
      for (const listener of listeners) listener();
    },
  };
}

describe('charts and reduced motion', () => {
  /** chart.js's own animation settings, which chart-motion.ts puts back where the system does not ask for less motion. */
  let initial: typeof Chart.defaults.animation;
  beforeAll(() => {
    chartsFollowReducedMotion(settingWindow(false).view);
    initial = Chart.defaults.animation;
  });

  it('draws charts at once while the system asks for reduced motion, and animates them again when it stops', () => {
    expect(initial).not.toBe(false);
    const setting = settingWindow(true);
    chartsFollowReducedMotion(setting.view);
    expect(setting.asked).toEqual([REDUCED_MOTION]);
    expect(Chart.defaults.animation).toBe(false);
    setting.set(false);
    expect(Chart.defaults.animation).toBe(initial);
    setting.set(true);
    expect(Chart.defaults.animation).toBe(false);
  });

  it('leaves animation on without the setting, and follows a window once however often it is called', () => {
    const setting = settingWindow(false);
    chartsFollowReducedMotion(setting.view);
    chartsFollowReducedMotion(setting.view);
    expect(setting.asked).toHaveLength(1);
    expect(Chart.defaults.animation).toBe(initial);
  });
});
