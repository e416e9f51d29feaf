'use client';

import dynamic from 'next/dynamic';

/** Puck in the browser only, on the /qa pages that edit a list of blocks. */
export const BlocksEditorLoader = dynamic(() => import('./BlocksEditor.client').then((m) => m.BlocksEditor), { ssr: false });
