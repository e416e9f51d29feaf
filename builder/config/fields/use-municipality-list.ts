'use client';

import { useCallback, useEffect, useState } from 'react';
import type { MunicipalityOption } from './municipality-options';

export type MunicipalityList = { status: 'loading' } | { status: 'error' } | { status: 'ready'; municipalities: MunicipalityOption[] };

// One request per editor session: every properties block's field shares it.
let request: Promise<MunicipalityOption[]> | null = null;

/** GET /api/swc/municipalities answers {status, data: {municipalities: [{MUN_CODE, DESCRIPTION, ...}]}}. */
export async function fetchMunicipalityList(fetchImpl: typeof fetch = fetch): Promise<MunicipalityOption[]> {
  const response = await fetchImpl('/api/swc/municipalities', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`municipalities: HTTP ${response.status}`);
  const body = (await response.json()) as { data?: { municipalities?: MunicipalityOption[] } };
  return (body.data?.municipalities ?? []).map(({ MUN_CODE, DESCRIPTION }) => ({ MUN_CODE, DESCRIPTION }));
}

function loadOnce(): Promise<MunicipalityOption[]> {
  request ??= fetchMunicipalityList().catch((error: unknown) => {
    request = null; // a retry (or the next field to mount) asks again
    throw error;
  });
  return request;
}

/** The site's municipalities for the editor's picker, with a retry after a failure. */
export function useMunicipalityList(): MunicipalityList & { retry: () => void } {
  const [state, setState] = useState<MunicipalityList>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadOnce().then(
      (municipalities) => live && setState({ status: 'ready', municipalities }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}
