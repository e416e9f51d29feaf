'use client';

import { useEffect, useState } from 'react';
import type useEmblaCarousel from 'embla-carousel-react';

type CarouselApi = ReturnType<typeof useEmblaCarousel>[1];

/** The index of an Embla carousel's selected slide, kept in step on select and reInit. */
export function useSelectedSlide(api: CarouselApi): number {
  const [selected, setSelected] = useState(0);
  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);
  return selected;
}
