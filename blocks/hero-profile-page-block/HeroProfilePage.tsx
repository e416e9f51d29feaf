import { useTranslations } from 'next-intl';
import type { BlockComponentProps } from '@/blocks/types';
import { pick } from '@/lib/i18n/locales';
import { CmsLink } from '@/blocks/shared/content/CmsLink';
import { Icon } from '@/blocks/shared/content/Icon';
import { initials } from '@/blocks/shared/members/MemberCard';
import { memberData } from '@/blocks/shared/members/core-data';
import { EditorPlaceholder } from '@/blocks/shared/members/EditorPlaceholder';
import { memberOfficeName } from '@/blocks/shared/members/office-label';
import { SocialLinks } from '@/blocks/shared/members/SocialLinks';
import { contactAction, contactHref, displayName, languageNames, registrationLines, telHref } from '@/lib/members/present';
import type { HeroProfilePageFields } from '@/blocks/hero-profile-page-block/schema';
import styles from './styles.module.pcss';

/**
 * The hero of a profile page: portrait, name as on the licence, licence title and agency,
 * subtitle, phone, e-mail, office and languages, and the contact button that opens the
 * contact modal addressed to the member (first person for a broker, plural for a team).
 */
export function HeroProfilePage({ fields, ctx, id, coreData }: BlockComponentProps<HeroProfilePageFields>) {
  const t = useTranslations('members');
  const { member } = memberData(coreData);
  if (!member) return ctx.editing ? <EditorPlaceholder /> : null;
  const subtitle = pick(member.subtitle, ctx.locale);
  const tel = telHref(member);
  const office = memberOfficeName(member, ctx.locale);
  const languages = languageNames(member.languages, ctx.locale);
  const label = member.kind === 'team' ? t('profile.contact-group') : t('profile.contact-individual');
  return (
    <section className={styles.hero} aria-labelledby={`${id}-name`} data-orientation={fields.orientation_x}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.portrait}>
          {member.avatar ? (
            // eslint-disable-next-line @next/next/no-img-element -- CMS asset of any host and size.
            <img src={member.avatar.url} alt={member.avatar.alt ?? member.name} width={320} height={320} fetchPriority="high" />
          ) : (
            <span aria-hidden="true">{initials(member.name)}</span>
          )}
        </div>
        <div className={styles.text}>
          <h1 id={`${id}-name`} className={styles.name}>{displayName(member)}</h1>
          {registrationLines(member, ctx.locale).map((line) => (
            <p key={line} className={styles.registration}>{line}</p>
          ))}
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          <ul className={styles.infos}>
            {member.phone_display ? (
              <li>
                <Icon icon="phone" size={18} />
                {tel ? <a href={tel}>{member.phone_display}</a> : member.phone_display}
              </li>
            ) : null}
            {member.email ? (
              <li>
                <Icon icon="mail" size={18} />
                <a href={`mailto:${member.email}`}>{member.email}</a>
              </li>
            ) : null}
            {office ? (
              <li>
                <Icon icon="building" size={18} />
                {t('office.of', { office })}
              </li>
            ) : null}
            {languages.length ? (
              <li>
                <Icon icon="globe" size={18} />
                {languages.join(', ')}
              </li>
            ) : null}
          </ul>
          <div className={styles.actions}>
            <CmsLink
              ctx={ctx}
              variant="primary"
              link={{
                target: '_self',
                icon: { type: 'mail', align: 'left' },
                url: { [ctx.locale]: contactHref(member, ctx.locale) },
                text: { [ctx.locale]: label },
                on_click_action: contactAction(member, ctx.locale),
              }}
            />
            <SocialLinks links={member.social_links} large />
          </div>
        </div>
      </div>
    </section>
  );
}
