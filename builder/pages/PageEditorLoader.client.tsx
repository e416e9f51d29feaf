'use client';

import dynamic from 'next/dynamic';

/** Puck runs in the browser only, and only on this route (never in the public pages' bundles). */
export const PageEditorLoader = dynamic(() => import('./PageEditor.client').then((m) => m.PageEditor), { ssr: false });
