'use client';

import dynamic from 'next/dynamic';

/** Leaflet ships only where a map shows, and never on the server. */
export const LazyListingsMap = dynamic(() => import('./ListingsMap.client'), { ssr: false });
