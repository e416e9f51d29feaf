'use client';

import dynamic from 'next/dynamic';

/** Leaflet loads only in the browser, once the listing page is there. */
export const ListingMap = dynamic(() => import('./ListingMapView.client'), { ssr: false });
