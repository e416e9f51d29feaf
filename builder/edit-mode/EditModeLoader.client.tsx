'use client';

import dynamic from 'next/dynamic';
import type { AbilitiesByType } from './block-abilities';

// Its own chunk, fetched only when an editor's page renders this loader.
const EditModeRoot = dynamic(() => import('./EditModeRoot.client'), { ssr: false });

export function EditModeLoader({ abilities }: { abilities: AbilitiesByType }) {
  return <EditModeRoot abilities={abilities} />;
}
