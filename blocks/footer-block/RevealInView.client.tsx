'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children once the enclosing <footer> (or, failing that, this spot)
 * enters the viewport, so what they load (the powered-by logo) waits until then.
 */
export function RevealInView({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const spot = ref.current;
    if (!spot || visible) return;
    const target = spot.closest('footer') ?? spot;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setVisible(true);
        observer.disconnect();
      }
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [visible]);

  return (
    <div ref={ref} className={className}>
      {visible ? children : null}
    </div>
  );
}
