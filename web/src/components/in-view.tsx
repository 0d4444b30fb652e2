import { Suspense, useRef, type ReactNode } from 'react';
import { useInView } from '../lib/use-in-view';

/**
 * Renders its children (typically a lazy component, with the requests it makes) once the place they go comes near
 * the viewport; until then, and while their code loads, an empty box of `minBlockSize` holds the place. A phone
 * opening a long page loads and asks for nothing below the fold until the person scrolls to it.
 */
export function InView({
  children,
  minBlockSize,
  className,
}: {
  children: ReactNode;
  minBlockSize: string;
  className?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const inView = useInView(box);
  const placeholder = <div ref={box} className={className} style={{ minBlockSize }} aria-hidden="true" />;
  if (!inView) return placeholder;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
