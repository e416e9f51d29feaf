import type { Metadata } from '@/lib/content/types';

/** Franchise branding version (spec 000 section 1): 2 when the site opts into the 2025 branding. */
export type BrandingVersion = 1 | 2;

export function brandingVersion(metadata: Pick<Metadata, 'use_remax_branding_2025'> | null | undefined): BrandingVersion {
  return metadata?.use_remax_branding_2025 === true ? 2 : 1;
}

/** Spec 000 section 9: /favicon.ico, or /favicon_v2.ico for branding version 2. */
export function faviconFor(version: BrandingVersion): '/favicon.ico' | '/favicon_v2.ico' {
  return version === 2 ? '/favicon_v2.ico' : '/favicon.ico';
}
