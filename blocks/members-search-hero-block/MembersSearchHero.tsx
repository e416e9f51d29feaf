import type { CSSProperties } from 'react';
import type { BlockComponentProps } from '@/blocks/types';
import { pick } from '@/lib/i18n/locales';
import { CmsImage } from '@/blocks/shared/content/CmsImage';
import { Text } from '@/blocks/shared/content/Text';
import { membersData } from '@/blocks/shared/members/core-data';
import { EditorPlaceholder } from '@/blocks/shared/members/EditorPlaceholder';
import { SEARCH_HERO_CENTER_PADDING_PX, SEARCH_HERO_MAX_CARDS, SEARCH_HERO_OVERLAP_PX } from './constants';
import { MembersSearch } from './MembersSearch.lazy';
import type { MembersSearchHeroFields } from '@/blocks/members-search-hero-block/schema';
import styles from './styles.module.pcss';

/**
 * members_search_hero_block: a title over a background, a searchable dropdown of the
 * members' names (a choice opens the members modal) and a carousel of at most 10 cards that
 * overlaps the next block by 130 px.
 */
export function MembersSearchHero({ fields, ctx, id, coreData }: BlockComponentProps<MembersSearchHeroFields>) {
  const data = membersData(coreData);
  const hasImage = !!pick(fields.image?.media, ctx.locale)?.url;
  const style = {
    '--search-hero-overlap': `${data.members.length > 0 ? SEARCH_HERO_OVERLAP_PX : 0}px`,
    '--search-hero-center-padding': `${SEARCH_HERO_CENTER_PADDING_PX}px`,
  } as CSSProperties;
  return (
    <section className={styles.hero} style={style} aria-labelledby={`${id}-title`} data-has-cards={data.members.length > 0}>
      <div className={styles.background}>
        {hasImage ? <CmsImage image={fields.image} ctx={ctx} cover priority={ctx.index === 0} sizes="100vw" /> : null}
      </div>
      <div className={`container ${styles.inner}`}>
        <Text as="h1" id={`${id}-title`} value={fields.main_title} ctx={ctx} className={styles.title} />
        <Text as="p" value={fields.sub_title} ctx={ctx} className={styles.subtitle} />
        {ctx.editing && data.members.length === 0 ? (
          <EditorPlaceholder />
        ) : (
          <MembersSearch
            blockId={id}
            locale={ctx.locale}
            contextType={fields.context_type}
            members={data.members}
            carouselCount={SEARCH_HERO_MAX_CARDS}
          />
        )}
      </div>
    </section>
  );
}
