'use client';

import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is in the viewport (with a margin). Browsers without
 * IntersectionObserver count as in view, so nothing stays hidden behind it.
 */
export function useInView(ref: RefObject<Element | null>, rootMargin = '0px'): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setInView(true));
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(([entry]) => setInView(Boolean(entry?.isIntersecting)), { rootMargin });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, rootMargin]);
  return inView;
}
