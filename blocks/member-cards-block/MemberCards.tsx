import type { BlockComponentProps } from '@/blocks/types';
import { pick } from '@/lib/i18n/locales';
import { RichText } from '@/blocks/shared/content/RichText';
import { Text } from '@/blocks/shared/content/Text';
import { cx } from '@/blocks/shared/content/cx';
import { membersData } from '@/blocks/shared/members/core-data';
import { EditorPlaceholder } from '@/blocks/shared/members/EditorPlaceholder';
import { MemberCardsGrid } from './MemberCardsGrid.lazy';
import type { MemberCardsFields } from '@/blocks/member-cards-block/schema';
import styles from '@/blocks/shared/members/members.module.pcss';

/**
 * member_cards_block (spec 001 "Member cards"): a title, the office dropdown (searchable,
 * "all" first), a grid of cards paged by breakpoint with a load-more trigger, and the
 * members modal. The people are the block's server core data.
 */
export function MemberCards({ fields, ctx, id, coreData }: BlockComponentProps<MemberCardsFields>) {
  const data = membersData(coreData);
  const titleId = `${id}-title`;
  const title = pick(fields.main_title, ctx.locale);
  return (
    <section className={cx('section', styles.section)} aria-labelledby={title ? titleId : undefined}>
      <div className="container">
        {title || fields.description ? (
          <header className={styles.sectionHeader}>
            <Text as="h2" id={titleId} value={fields.main_title} ctx={ctx} className={styles.sectionTitle} />
            <RichText html={pick(fields.description, ctx.locale)} className={styles.sectionDescription} />
          </header>
        ) : null}
        {ctx.editing && data.members.length === 0 ? (
          <EditorPlaceholder />
        ) : (
          <MemberCardsGrid
            blockId={id}
            locale={ctx.locale}
            contextType={fields.context_type}
            members={data.members}
            offices={data.offices}
          />
        )}
      </div>
    </section>
  );
}
