'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { createItem, saveItem } from '@/builder/api';
import { CollectionForm } from '@/builder/collections/CollectionForm.client';
import { formValues, type FieldSpec } from '@/builder/collections/field-spec';
import { quebecDay } from '@/lib/format/date';
import { rowsToTags, tagsToRows } from './article-fields';

/** Today's date in Québec (YYYY-MM-DD): the UTC date is already tomorrow on a Montréal evening. */
const todayInQuebec = () => quebecDay();

/** Creates an article (then opens it) or saves its details (the previous state becomes a version). */
export function ArticleDetailsEditor({ id, fields, article }: { id: number | null; fields: FieldSpec[]; article: Record<string, unknown> | null }) {
  const t = useTranslations('collectionsEditor');
  const router = useRouter();
  const [status, setStatus] = useState('');
  const initial = article
    ? formValues(fields, { ...article, tags: tagsToRows(article.tags) })
    : formValues(fields, { published_at: todayInQuebec() });
  return (
    <>
      <CollectionForm
        fields={fields}
        initial={initial}
        onCancel={() => router.push('/qa/articles')}
        onSubmit={async (form) => {
          const input = { ...form, tags: rowsToTags(form.tags) };
          if (id !== null) {
            const problem = await saveItem('/api/editor/articles', id, input);
            if (!problem) {
              setStatus(t('saved'));
              router.refresh();
            }
            return problem;
          }
          const created = await createItem('/api/editor/articles', input);
          if (!created.ok) return created.message;
          if (!created.id) return 'no id';
          router.push(`/qa/articles/${created.id}`);
          return null;
        }}
      />
      <p role="status">{status}</p>
    </>
  );
}
