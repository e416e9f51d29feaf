import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { BlockSheets } from '@/blocks/BlockSheets';
import type { BlockContext } from '@/blocks/types';
import { HeroProfilePage } from '@/blocks/hero-profile-page-block/HeroProfilePage';
import { MemberCardsGrid } from '@/blocks/member-cards-block/MemberCardsGrid.lazy';
import { ListingCard } from '@/blocks/shared/listing-card/ListingCard';
import { jsonLdScriptContent } from '@/components/listing/listing-json-ld';
import { pick } from '@/lib/i18n/locales';
import { paragraphs, profilePath } from '@/lib/members/present';
import { profileJsonLd } from './profile-json-ld';
import type { Profile } from './resolve-profile';
import styles from './styles.module.css';

interface ProfilePageProps {
  profile: Omit<Profile, 'site'>;
  ctx: Omit<BlockContext, 'index'>;
  origin: string | null;
}

/**
 * A broker's or a team's profile page: the profile hero (contact button addressed to them),
 * the bio, the team's members or the broker's teams, their listings, RealEstateAgent JSON-LD.
 */
export function ProfilePage({ profile, ctx, origin }: ProfilePageProps) {
  const t = useTranslations('members');
  const { member, teams, listings } = profile;
  const isTeam = member.kind === 'team';
  const bio = paragraphs(pick(member.bio, ctx.locale));
  const { team, ...self } = member;
  return (
    <article className={styles.page} data-member={member.slug}>
      <BlockSheets entry="components/member-profile/ProfilePage" />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScriptContent(profileJsonLd(member, ctx.locale, origin)) }} />
      <div className="container">
        <nav className={styles.back}>
          <Link href={`/${ctx.locale}${ctx.locale === 'fr' ? '/courtiers' : '/brokers'}`}>← {t('profile.see-all')}</Link>
        </nav>
      </div>
      <HeroProfilePage
        id={`profile-${member.slug}`}
        fields={{ context_type: isTeam ? 'teams' : 'brokers', member_slug: member.slug, orientation_x: 'left' }}
        params={{}}
        ctx={{ ...ctx, index: 0 }}
        coreData={{ member: self, team }}
      />
      {bio.length > 0 ? (
        <section className={`section ${styles.section}`} aria-labelledby="profile-about">
          <div className="container">
            <h2 id="profile-about" className={styles.heading}>{isTeam ? t('profile.about-team') : t('profile.about')}</h2>
            <div className={styles.bio}>
              {bio.map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </div>
            {teams.length > 0 ? (
              <p className={styles.memberOf}>
                {teams.map((teamOf) => (
                  <Link key={teamOf.slug} href={profilePath(ctx.locale, teamOf.slug)}>
                    {t('profile.member-of', { team: teamOf.name })}
                  </Link>
                ))}
              </p>
            ) : null}
          </div>
        </section>
      ) : null}
      {isTeam && team.length > 0 ? (
        <section className={`section ${styles.section}`} aria-labelledby="profile-team">
          <div className="container">
            <h2 id="profile-team" className={styles.heading}>{t('profile.team')}</h2>
            <MemberCardsGrid blockId="profile-team" locale={ctx.locale} contextType="brokers" members={team} offices={[]} />
          </div>
        </section>
      ) : null}
      <section className={`section ${styles.section}`} aria-labelledby="profile-listings" data-testid="profile-listings">
        <div className="container">
          <h2 id="profile-listings" className={styles.heading}>{t('profile.listings')}</h2>
          {listings.items.length === 0 ? (
            <p>{t('profile.no-listings')}</p>
          ) : (
            <ul className={styles.listings}>
              {listings.items.map((listing) => (
                <li key={listing.uls}>
                  <ListingCard listing={listing} locale={ctx.locale} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </article>
  );
}
