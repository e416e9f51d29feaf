'use client';

import dynamic from 'next/dynamic';

/** The dialog's code loads the first time a visitor opens it (docs/serving.md, "Lean pages"). */
export const SaveSearchDialog = dynamic(() => import('./SaveSearchDialog.client'), { ssr: false });
