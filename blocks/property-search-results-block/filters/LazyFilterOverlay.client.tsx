'use client';

import dynamic from 'next/dynamic';

/** The overlay's code loads the first time a visitor opens the filters. */
export const LazyFilterOverlay = dynamic(() => import('./FilterOverlay.client'), { ssr: false });
