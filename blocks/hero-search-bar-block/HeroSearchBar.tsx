import { useTranslations } from 'next-intl';
import { BgMedia } from '@/blocks/shared/content/BgMedia';
import { CmsImage } from '@/blocks/shared/content/CmsImage';
import { CmsLink } from '@/blocks/shared/content/CmsLink';
import { Icon } from '@/blocks/shared/content/Icon';
import { RichText } from '@/blocks/shared/content/RichText';
import { Text } from '@/blocks/shared/content/Text';
import type { BlockComponentProps } from '@/blocks/types';
import { pick } from '@/lib/i18n/locales';
import { FindPropertyPanel } from './FindPropertyPanel.lazy';
import type { HeroSearchBarFields } from '@/blocks/hero-search-bar-block/schema';
import { SearchTabs } from './SearchTabs.lazy';
import styles from './styles.module.pcss';

/**
 * hero_search_bar_block: background media, logo and titles over a tabbed search bar.
 * The first tab searches properties; the other tabs come from content.
 */
export function HeroSearchBar({ fields, ctx, id }: BlockComponentProps<HeroSearchBarFields>) {
  const t = useTranslations('search');
  const first = ctx.index === 0;
  const Title = first ? 'h1' : 'h2';
  const tabs = [
    { key: 'find', title: t('hero.find-tab'), icon: <Icon icon="search" /> },
    ...fields.tabs_repeater.map((tab, index) => ({
      key: `tab-${index}`,
      title: pick(tab.tab_title, ctx.locale) ?? '',
      icon: <Icon icon={tab.tab_icon} />,
    })),
  ];
  const panels = [
    <FindPropertyPanel key="find" resultsPath={ctx.routes.properties} />,
    ...fields.tabs_repeater.map((tab, index) => (
      <div key={index} className={styles.contentPanel}>
        {tab.content_icon ? (
          <span className={styles.contentIcon}>
            <Icon icon={tab.content_icon} size={28} />
          </span>
        ) : null}
        <RichText html={pick(tab.description, ctx.locale)} className={styles.contentText} />
        {tab.cta ? <CmsLink link={tab.cta} ctx={ctx} variant="primary" /> : null}
      </div>
    )),
  ];

  return (
    <section className={styles.hero} data-align={fields.align_y}>
      <BgMedia media={fields.bg_media} ctx={ctx} priority={first} />
      <div className={styles.scrim} aria-hidden="true" />
      <div className={`container ${styles.inner}`}>
        <div className={styles.heading}>
          {pick(fields.logo?.media, ctx.locale)?.url ? (
            <div className={styles.logo}>
              <CmsImage image={fields.logo} ctx={ctx} priority={first} />
            </div>
          ) : null}
          <Text value={fields.main_title} ctx={ctx} as={Title} className={styles.title} />
          <Text value={fields.sub_title} ctx={ctx} as="p" className={styles.subTitle} />
          <Text value={fields.under_sub_title} ctx={ctx} as="p" className={styles.underSubTitle} />
        </div>
        <SearchTabs id={id} label={t('hero.tabs')} tabs={tabs} panels={panels} />
      </div>
    </section>
  );
}
