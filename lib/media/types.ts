import type { Localized } from '@/lib/i18n/locales';
import type { MediaKind } from './process';
import type { MediaMime } from './sniff';

/** One file of a site's library, as the editor API answers it. */
export interface MediaItem {
  id: string;
  kind: MediaKind;
  mime: MediaMime;
  bytes: number;
  width: number | null;
  height: number | null;
  hash: string;
  fileName: string;
  title: string;
  alt: Localized<string>;
  caption: string;
  tags: string[];
  focal: { x: number; y: number };
  downloadOnly: boolean;
  url: string;
  createdAt: string;
  updatedAt: string;
}

export interface MediaRow {
  id: string;
  site_id: string;
  kind: MediaKind;
  mime: MediaMime;
  bytes: string | number;
  width: number | null;
  height: number | null;
  hash: string;
  file_name: string;
  title: string;
  alt: Localized<string>;
  caption: string;
  tags: string[];
  focal_x: number;
  focal_y: number;
  download_only: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}
