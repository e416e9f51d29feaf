import 'server-only';
import { listAuthorsForEditor } from '@/lib/editor/article-editor';
import { listCategories } from '@/lib/blog/service';
import type { Database } from '@/lib/db/types';
import { pick, type Locale } from '@/lib/i18n/locales';
import { articleFields } from './article-fields';

/** The details form of the site's articles: its categories and authors as choices. */
export async function articleFormFields(db: Database, siteId: string, locale: Locale) {
  const [categories, authors] = await Promise.all([listCategories(db, siteId, locale), listAuthorsForEditor(db, siteId)]);
  return articleFields(
    categories.map((c) => ({ value: Number(c.id), label: pick(c.label, locale) ?? String(c.id) })),
    authors.map((a) => ({ value: a.id, label: a.name })),
  );
}
