import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useInView } from './use-in-view';

function Box() {
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInView(ref);
  return <div ref={ref}>{inView ? 'drawn' : 'waiting'}</div>;
}

describe('useInView', () => {

  it('counts everything as in view where the browser cannot tell (jsdom)', () => {
    render(<Box />);
    expect(screen.getByText('drawn')).toBeTruthy();
  });

  it('waits until the element comes near the viewport, then stays in view and stops observing', () => {
    let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    const disconnect = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void, options: { rootMargin: string }) {
          report = callback;
          expect(options.rootMargin).toBe('200px');
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    render(<Box />);
    expect(screen.getByText('waiting')).toBeTruthy();
    act(() => report!([{ isIntersecting: false }]));
    expect(screen.getByText('waiting')).toBeTruthy();
    act(() => report!([{ isIntersecting: true }]));
    expect(screen.getByText('drawn')).toBeTruthy();
    expect(disconnect).toHaveBeenCalled();
  });
});
