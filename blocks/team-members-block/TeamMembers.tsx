import type { BlockComponentProps } from '@/blocks/types';
import { pick } from '@/lib/i18n/locales';
import { Text } from '@/blocks/shared/content/Text';
import { memberData } from '@/blocks/shared/members/core-data';
import { EditorPlaceholder } from '@/blocks/shared/members/EditorPlaceholder';
import { TeamCarousel } from './TeamCarousel.lazy';
import type { TeamMembersFields } from '@/blocks/team-members-block/schema';
import styles from './styles.module.pcss';

/**
 * team_members_block: the members of a team in a carousel; each description is clamped
 * (7 lines from xxxl, 5 below) and "Read more" opens a modal with the full text.
 */
export function TeamMembers({ fields, ctx, id, coreData }: BlockComponentProps<TeamMembersFields>) {
  const { member, team } = memberData(coreData);
  const title = pick(fields.main_title, ctx.locale) ?? member?.name;
  return (
    <section className={`section ${styles.section}`} aria-labelledby={`${id}-title`}>
      <div className="container">
        {pick(fields.main_title, ctx.locale) ? (
          <Text as="h2" id={`${id}-title`} value={fields.main_title} ctx={ctx} className={styles.title} />
        ) : (
          <h2 id={`${id}-title`} className={styles.title}>{title}</h2>
        )}
        {team.length === 0 ? (ctx.editing ? <EditorPlaceholder /> : null) : <TeamCarousel team={team} locale={ctx.locale} />}
      </div>
    </section>
  );
}
