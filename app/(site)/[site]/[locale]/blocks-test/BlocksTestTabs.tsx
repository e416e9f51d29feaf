import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { loadMessages } from '@/locales';
import type { Locale } from '@/lib/i18n/locales';
import { CONTENT_TYPES_TAB, type TestTab } from './test-tabs';
import styles from './styles.module.css';

/** Tabs as links (?tab=category): each tab is its own URL, so a block can be linked to and reloaded. */
export async function BlocksTestTabs({ tabs, active, locale }: { tabs: TestTab[]; active: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'media.test-page' });
  const categories = loadMessages(locale).editor.config as Record<string, string>;
  const current = tabs.find((tab) => tab.category === active);
  return (
    <div className={`container ${styles.head}`}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <nav aria-label={t('tabs')}>
        <ul className={styles.tabs}>
          {tabs.map((tab) => (
            <li key={tab.category}>
              <Link
                href={`?tab=${tab.category}`}
                className={styles.tab}
                aria-current={tab.category === active ? 'page' : undefined}
              >
                {categories[`category-${tab.category}`] ?? tab.category} <span className={styles.count}>{tab.blocks.length}</span>
              </Link>
            </li>
          ))}
          <li>
            <Link href={`?tab=${CONTENT_TYPES_TAB}`} className={styles.tab} aria-current={active === CONTENT_TYPES_TAB ? 'page' : undefined}>
              {t('content-types')}
            </Link>
          </li>
        </ul>
      </nav>
      {current ? (
        <ul className={styles.types}>
          {current.blocks.map((block) => (
            <li key={block.id}>{block.block_type}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
