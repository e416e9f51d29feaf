'use client';

import dynamic from 'next/dynamic';

/** Leaflet ships only where a places map shows, and never on the server. */
export const loadPlacesMap = () => import('./PlacesMap.client');
export const LazyPlacesMap = dynamic(loadPlacesMap, { ssr: false });
