import { act, render } from '@testing-library/react';
import { PrimeReactContext } from 'primereact/api';
import { useContext } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { REDUCED_MOTION } from '../lib/reduced-motion';
import PrimeProvider from './prime-provider';

/** A system whose reduced-motion setting the test turns on and off. */
function reducedMotionSetting(reduced: boolean) {
  const listeners = new Set<() => void>();
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === REDUCED_MOTION && reduced,
        media: query,
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return (value: boolean) => {
    reduced = value;
    act(() => listeners.forEach((listener) => listener()));
  };
}

function Transitions() {
  return <output>{String(useContext(PrimeReactContext)?.cssTransition)}</output>;
}

describe("PrimeReact's transitions", () => {
  it('are off while the system asks for reduced motion, and follow the setting as it changes', () => {
    const set = reducedMotionSetting(true);
    const { container } = render(<PrimeProvider><Transitions /></PrimeProvider>);
    expect(container.textContent).toBe('false');
    set(false);
    expect(container.textContent).toBe('true');
    set(true);
    expect(container.textContent).toBe('false');
  });
});
