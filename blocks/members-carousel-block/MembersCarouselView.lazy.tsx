'use client';

import dynamic from 'next/dynamic';

// Code-split island (docs/serving.md, "Lean pages"): its code loads with the pages that render it.
export const MembersCarouselView = dynamic(() => import('./MembersCarouselView.client').then((m) => m.MembersCarouselView));
