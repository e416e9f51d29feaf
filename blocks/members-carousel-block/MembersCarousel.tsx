import type { BlockComponentProps } from '@/blocks/types';
import { pick } from '@/lib/i18n/locales';
import { Text } from '@/blocks/shared/content/Text';
import { membersData } from '@/blocks/shared/members/core-data';
import { EditorPlaceholder } from '@/blocks/shared/members/EditorPlaceholder';
import { MembersCarouselView } from './MembersCarouselView.lazy';
import type { MembersCarouselFields } from '@/blocks/members-carousel-block/schema';
import styles from './styles.module.pcss';

/** members_carousel_block: one member at a time (portrait, name, licence, agency, actions), thumbnails below. */
export function MembersCarousel({ fields, ctx, id, coreData }: BlockComponentProps<MembersCarouselFields>) {
  const { members } = membersData(coreData);
  const title = pick(fields.main_title, ctx.locale);
  return (
    <section className={`section ${styles.section}`} aria-labelledby={title ? `${id}-title` : undefined} data-orientation={fields.orientation_x}>
      <div className={fields.orientation_x === 'center' ? 'container' : styles.full}>
        <Text as="h2" id={`${id}-title`} value={fields.main_title} ctx={ctx} className={styles.title} />
        {members.length === 0 ? (ctx.editing ? <EditorPlaceholder /> : null) : <MembersCarouselView members={members} locale={ctx.locale} />}
      </div>
    </section>
  );
}
