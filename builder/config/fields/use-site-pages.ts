'use client';

import { callEditorApi } from '@/builder/api';
import type { PickablePage } from './link-url';
import { sessionLoader } from './session-load';

/** The site's pages with their title and paths per locale (GET /api/editor/pages), once per session. */
export const useSitePages = sessionLoader(async (): Promise<PickablePage[]> => {
  const answer = await callEditorApi<{ pages: PickablePage[] }>('GET', '/api/editor/pages');
  if (!answer.ok) throw new Error(`pages: ${answer.status}`);
  return answer.body.pages;
});
