'use client';

import { useEffect, useState } from 'react';
import { callEditorApi } from '@/builder/api';

const HEARTBEAT_MS = 20_000;

/** Heartbeat of the soft page lock; answers the name of another editor who has the page open. */
export function usePagePresence(pageId: number): string | null {
  const [holder, setHolder] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    const beat = async () => {
      const answer = await callEditorApi<{ holder: { name: string } | null }>('POST', `/api/editor/pages/${pageId}/lock`);
      if (active && answer.ok) setHolder(answer.body.holder?.name ?? null);
    };
    void beat();
    const interval = setInterval(() => void beat(), HEARTBEAT_MS);
    const leave = () => navigator.sendBeacon?.(`/api/editor/pages/${pageId}/lock/release`);
    window.addEventListener('pagehide', leave);
    return () => {
      active = false;
      clearInterval(interval);
      window.removeEventListener('pagehide', leave);
      void callEditorApi('DELETE', `/api/editor/pages/${pageId}/lock`);
    };
  }, [pageId]);
  return holder;
}
