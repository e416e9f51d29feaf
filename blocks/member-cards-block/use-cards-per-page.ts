'use client';

import { useEffect, useState } from 'react';
import { cardsPerPage, perPageQueries } from './paging';

/** Cards per page for the current viewport; 6 (the smallest page) until hydrated. */
export function useCardsPerPage(): number {
  const [perPage, setPerPage] = useState(6);
  useEffect(() => {
    const update = () => setPerPage(cardsPerPage(window.innerWidth));
    update();
    const lists = perPageQueries.map((q) => window.matchMedia(q));
    lists.forEach((l) => l.addEventListener('change', update));
    return () => lists.forEach((l) => l.removeEventListener('change', update));
  }, []);
  return perPage;
}
