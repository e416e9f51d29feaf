'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { ArticleCard, ArticleCardSkeleton } from '@/blocks/shared/blog/ArticleCard';
import { firstCardSize } from '@/lib/blog/grid';
import { fromDropdown, toggleCategory } from '@/lib/blog/selection';
import type { ArticlesListing } from '@/lib/blog/types';
import { pick, type Locale } from '@/lib/i18n/locales';
import { useArchive } from './use-archive';
import styles from './styles.module.pcss';

/** Filters (checkbox column at xl and up, dropdown below), sort, cards, skeletons and Show more. */
export function ArchiveIsland({ initial, locale }: { initial: ArticlesListing | null; locale: Locale }) {
  const t = useTranslations('blog.archive');
  const { state, change, showMore } = useArchive(initial, locale);
  const ids = useId();
  const all = state.categories.map((c) => c.id);
  const allSelected = all.every((id) => state.selected.includes(id));
  const label = (id: number) => pick(state.categories.find((c) => c.id === id)?.label, locale) ?? '';
  const dropdownChecked = allSelected ? [] : state.selected;

  return (
    <div className={styles.layout}>
      <aside className={styles.sidebar} aria-labelledby={`${ids}-cats`}>
        <h2 id={`${ids}-cats`} className={styles.sideTitle}>{t('categories')}</h2>
        <ul className={styles.checks}>
          {state.categories.map((c) => (
            <li key={c.id}>
              <label>
                <input
                  type="checkbox"
                  checked={state.selected.includes(c.id)}
                  onChange={() => change({ selected: toggleCategory(state.selected, all, c.id) })}
                />
                <span>{pick(c.label, locale)}</span>
                <span className={styles.count}>{c.articles_count}</span>
              </label>
            </li>
          ))}
        </ul>
      </aside>
      <div className={styles.main}>
        <div className={styles.toolbar}>
          <p className={styles.total} aria-live="polite" data-testid="archive-total">
            {t('total', { count: state.total })}
          </p>
          <details className={styles.dropdown} data-testid="category-dropdown">
            <summary>
              {allSelected ? t('all-categories') : state.selected.length === 1 ? label(state.selected[0]!) : t('categories-selected', { count: state.selected.length })}
            </summary>
            <fieldset>
              <legend className="visually-hidden">{t('categories')}</legend>
              {state.categories.map((c) => (
                <label key={c.id}>
                  <input
                    type="checkbox"
                    checked={dropdownChecked.includes(c.id)}
                    onChange={(event) => {
                      const chosen = event.target.checked ? [...dropdownChecked, c.id] : dropdownChecked.filter((id) => id !== c.id);
                      change({ selected: fromDropdown(chosen, all) });
                    }}
                  />
                  <span>{pick(c.label, locale)}</span>
                  <span className={styles.count}>{c.articles_count}</span>
                </label>
              ))}
            </fieldset>
          </details>
          <label className={styles.sort}>
            <span>{t('sort')}</span>
            <select value={state.order} onChange={(event) => change({ order: event.target.value === 'asc' ? 'asc' : 'desc' })}>
              <option value="desc">{t('sort-desc')}</option>
              <option value="asc">{t('sort-asc')}</option>
            </select>
          </label>
        </div>
        <div className={styles.grid} aria-busy={state.loading} data-testid="archive-grid">
          {state.articles.map((article, index) => (
            <ArticleCard
              key={article.id}
              article={article}
              locale={locale}
              size={index === 0 ? firstCardSize(state.articles.length) : 'regular'}
              eager={index === 0}
            />
          ))}
          {state.loading ? (
            <>
              <ArticleCardSkeleton />
              <ArticleCardSkeleton />
              <span className="visually-hidden" role="status">{t('loading')}</span>
            </>
          ) : null}
        </div>
        {!state.loading && state.articles.length === 0 ? <p className={styles.empty}>{t('empty')}</p> : null}
        {!state.loading && state.articles.length < state.total ? (
          <div className={styles.more}>
            <button type="button" className="btn btn--secondary" onClick={showMore}>
              {t('show-more')}
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
