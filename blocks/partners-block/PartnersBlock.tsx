import { useTranslations } from 'next-intl';
import type { BlockComponentProps } from '@/blocks/types';
import { CmsLink } from '@/blocks/shared/content/CmsLink';
import { cx } from '@/blocks/shared/content/cx';
import { EditorNote, SectionHeader } from '@/blocks/shared/places/SectionHeader';
import type { PartnerCardData } from '@/lib/partners/view';
import { PartnersGrid } from './PartnersGrid.lazy';
import type { PartnersBlockFields } from '@/lib/blocks/partners-block/schema';
import styles from './styles.module.css';

/** partners_block: partner cards, a tag filter and a Show more button (6 shown first). */
export function PartnersBlock({ fields, ctx, id, coreData }: BlockComponentProps<PartnersBlockFields>) {
  const t = useTranslations('places.partners');
  const partners = (coreData as { partners?: PartnerCardData[] } | undefined)?.partners;
  const titleId = `${id}-title`;
  return (
    <section className={cx('section', styles.section)} aria-labelledby={titleId}>
      <div className="container">
        <SectionHeader id={titleId} title={fields.main_title} description={fields.description} ctx={ctx} />
        {partners ? <PartnersGrid partners={partners} /> : <EditorNote text={t('editor-note')} />}
        {fields.cta ? (
          <div className={styles.cta}>
            <CmsLink link={fields.cta} ctx={ctx} variant="secondary" />
          </div>
        ) : null}
      </div>
    </section>
  );
}
