'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { callEditorApi } from '@/builder/api';
import type { ScriptTag } from '@/lib/content/types';
import { consentCategories, tagCategory, type ConsentCategory } from '@/lib/consent/categories';
import qa from '@/builder/shell/styles.module.css';
import styles from './styles.module.css';
import { button } from '@/builder/shell/button';

type Row = { position: ScriptTag['position']; category: ConsentCategory; perLocale: boolean; content: string; fr: string; en: string };

const positions: ScriptTag['position'][] = ['head', 'body-top', 'body-bottom'];

function toRow(tag: ScriptTag): Row {
  const perLocale = typeof tag.content !== 'string';
  const content = typeof tag.content === 'string' ? tag.content : '';
  const localized = typeof tag.content === 'string' ? { fr: '', en: '' } : { fr: tag.content?.fr ?? '', en: tag.content?.en ?? '' };
  return { position: tag.position, category: tagCategory(tag), perLocale, content, ...localized };
}

const toTag = (row: Row): ScriptTag => ({
  position: row.position,
  category: row.category,
  content: row.perLocale ? { fr: row.fr, en: row.en } : row.content,
});

/**
 * The site's script tags (analytics, pixels, chat) with their consent category: only
 * 'necessary' ones load before the visitor answers the consent banner. A tag saved without
 * a category shows as 'marketing', which is how the site treats it.
 */
export function ScriptTagsForm({ initial }: { initial: ScriptTag[] }) {
  const t = useTranslations('editor.settings.script-tags');
  const [rows, setRows] = useState<Row[]>(() => initial.map(toRow));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const update = (index: number, patch: Partial<Row>) => setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  const save = async () => {
    setBusy(true);
    const answer = await callEditorApi('PUT', '/api/editor/site/script-tags', { tags: rows.map(toTag) });
    setBusy(false);
    setMessage(answer.ok ? { ok: true, text: t('saved') } : { ok: false, text: t('error', { message: answer.body.message ?? String(answer.status) }) });
  };

  return (
    <form className={qa.form} onSubmit={(event) => { event.preventDefault(); void save(); }} aria-labelledby="script-tags-title">
      <h2 id="script-tags-title">{t('title')}</h2>
      <p className={qa.muted}>{t('intro')}</p>
      {rows.map((row, index) => (
        <fieldset key={index} className={styles.group}>
          <legend>{t('tag', { n: index + 1 })}</legend>
          <label className={qa.field}>
            {t('category')}
            <select className={qa.input} value={row.category} onChange={(e) => update(index, { category: e.target.value as ConsentCategory })}>
              {consentCategories.map((category) => (
                <option key={category} value={category}>{t(`category-${category}`)}</option>
              ))}
            </select>
          </label>
          <label className={qa.field}>
            {t('position')}
            <select className={qa.input} value={row.position} onChange={(e) => update(index, { position: e.target.value as ScriptTag['position'] })}>
              {positions.map((position) => (
                <option key={position} value={position}>{t(`position-${position}`)}</option>
              ))}
            </select>
          </label>
          <label className={styles.choice}>
            <input type="checkbox" checked={row.perLocale} onChange={(e) => update(index, { perLocale: e.target.checked })} /> {t('per-locale')}
          </label>
          {row.perLocale ? (
            (['fr', 'en'] as const).map((locale) => (
              <label key={locale} className={qa.field}>
                {t(`content-${locale}`)}
                <textarea className={qa.input} rows={4} spellCheck={false} value={row[locale]} onChange={(e) => update(index, { [locale]: e.target.value })} />
              </label>
            ))
          ) : (
            <label className={qa.field}>
              {t('content')}
              <textarea className={qa.input} rows={4} spellCheck={false} value={row.content} onChange={(e) => update(index, { content: e.target.value })} />
            </label>
          )}
          <button type="button" className={button('danger')} onClick={() => setRows((current) => current.filter((_, i) => i !== index))}>
            {t('remove')}
          </button>
        </fieldset>
      ))}
      <p>
        <button type="button" className={button('secondary')} onClick={() => setRows((current) => [...current, { position: 'head', category: 'statistics', perLocale: false, content: '', fr: '', en: '' }])}>
          {t('add')}
        </button>
      </p>
      {message ? <p role={message.ok ? 'status' : 'alert'} className={message.ok ? undefined : qa.error}>{message.text}</p> : null}
      <button type="submit" className={button('primary')} disabled={busy}>
        {t('save')}
      </button>
    </form>
  );
}
