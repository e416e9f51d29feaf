'use client';

import { useMemo } from 'react';
import { useSearchOptions } from '@/stores/search-options';
import type { TagLabelLookups } from './tag-label';

/** Labels of municipality codes and property type codes, from the session's search options. */
export function useOptionLabels(): TagLabelLookups {
  const municipalities = useSearchOptions((s) => s.searchMunicipalities ?? s.municipalities);
  const allMunicipalities = useSearchOptions((s) => s.municipalities);
  const propertyTypes = useSearchOptions((s) => s.propertyTypes);
  return useMemo(() => {
    const names = new Map([...(allMunicipalities ?? []), ...(municipalities ?? [])].map((m) => [m.MUN_CODE, m.DESCRIPTION]));
    const types = new Map((propertyTypes ?? []).map((p) => [p.code, p.label]));
    return {
      municipalityName: (code) => names.get(code) ?? code,
      propertyTypeLabel: (code) => types.get(code) ?? code,
    };
  }, [municipalities, allMunicipalities, propertyTypes]);
}
