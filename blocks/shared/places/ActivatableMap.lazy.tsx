'use client';

import dynamic from 'next/dynamic';

// Code-split island (docs/serving.md, "Lean pages"): its code loads with the pages that render it.
export const ActivatableMap = dynamic(() => import('./ActivatableMap.client').then((m) => m.ActivatableMap));
