import { z } from 'zod';
import { localized, localizedText } from '@/lib/content/fields';

/** An http(s) URL, or a path on this site (starting with /). */
const httpUrl = z.string().regex(/^(https?:\/\/\S+|\/\S*)$/, 'an http(s) URL or a path starting with /');

/** iframe_block (spec 001 section 3): core_data with iframeUrl per locale and query params. */
export const iframeBlockSchema = z.object({
  /** The frame's accessible name. */
  main_title: localizedText.optional(),
  core_data: z.object({
    iframeUrl: localized(httpUrl),
    iframeQueryParams: z.record(z.string().max(64), z.string().max(500)).default({}),
  }),
});

export type IframeBlockFields = z.infer<typeof iframeBlockSchema>;
