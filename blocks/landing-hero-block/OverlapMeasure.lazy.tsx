'use client';

import dynamic from 'next/dynamic';

// Code-split island (README, "Public JavaScript"): its code loads with the pages that render it.
export const OverlapMeasure = dynamic(() => import('./OverlapMeasure.client').then((m) => m.OverlapMeasure));
