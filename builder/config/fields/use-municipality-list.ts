'use client';

import { fetchMunicipalities } from '@/blocks/shared/multi-step/use-municipalities';
import type { MunicipalityOption } from './municipality-options';
import { sessionLoader, type Loaded } from './session-load';

export type MunicipalityList = Loaded<MunicipalityOption[]>;

/** The lead forms' reader of GET /api/swc/municipalities, kept to the code and name the picker shows. */
export async function fetchMunicipalityList(fetchImpl: typeof fetch = fetch): Promise<MunicipalityOption[]> {
  return (await fetchMunicipalities(fetchImpl)).map(({ MUN_CODE, DESCRIPTION }) => ({ MUN_CODE, DESCRIPTION }));
}

/** The site's municipalities for the editor's picker, once per session, with a retry after a failure. */
export const useMunicipalityList = sessionLoader(() => fetchMunicipalityList());
