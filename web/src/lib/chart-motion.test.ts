import { Chart } from 'chart.js';
import { afterEach, describe, expect, it } from 'vitest';
import { REDUCED_MOTION, chartsFollowReducedMotion } from './chart-motion';

const initial = Chart.defaults.animation;
afterEach(() => {
  Chart.defaults.animation = initial;
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
