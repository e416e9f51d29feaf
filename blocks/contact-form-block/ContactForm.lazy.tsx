'use client';

import { lazyIsland } from '@/blocks/shared/lazy-island';

// Code-split island (docs/serving.md, "Lean pages"): its code loads with the pages that render it.
// lazyIsland, not next/dynamic: see blocks/shared/lazy-island.tsx.
export const ContactForm = lazyIsland(() => import('./ContactForm.client').then((m) => m.ContactForm));
