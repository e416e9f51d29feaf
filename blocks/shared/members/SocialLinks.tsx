import { useTranslations } from 'next-intl';
import { Icon } from '@/blocks/shared/content/Icon';
import type { Member } from '@/lib/members/types';
import styles from './social-links.module.pcss';

/** A member's social links as round icons, named for screen readers; nothing when there are none. */
export function SocialLinks({ links, large = false }: { links: Member['social_links']; large?: boolean }) {
  const t = useTranslations('members');
  if (links.length === 0) return null;
  return (
    <ul className={large ? `${styles.socials} ${styles.large}` : styles.socials} aria-label={t('modal.social')}>
      {links.map((link) => (
        <li key={link.url}>
          <a href={link.url} target="_blank" rel="noopener noreferrer" aria-label={t(`social.${link.type}`)}>
            <Icon icon={link.type === 'x' ? 'x-twitter' : link.type === 'website' ? 'globe' : link.type} size={18} />
          </a>
        </li>
      ))}
    </ul>
  );
}
