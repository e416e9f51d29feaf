import type { Block } from '@/lib/content/types';
import { demoBlock } from './demo-block';

/** A text block with the given bilingual title and HTML body (legal pages, articles). */
export function textBlock(
  id: string,
  title: { fr: string; en: string },
  html: { fr: string; en: string },
): Block | null {
  return demoBlock('text_block_1', id, {
    fields: { main_title: title, description: html, cta_repeater: [] },
  });
}
