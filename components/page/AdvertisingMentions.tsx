import { useTranslations } from 'next-intl';
import { getSiteAdvertising } from '@/lib/cms/advertising';
import { getRequestSite } from '@/lib/sites/request-site';
import { mentionLines, siteMentions, type Mentions } from '@/lib/compliance/mentions';
import type { Locale } from '@/lib/i18n/locales';
import styles from './advertising-mentions.module.css';

/**
 * The mandatory mentions of every advertisement (rule mentions, lib/compliance), under the
 * footer blocks of every page: rendered from the site's data by the chrome, never typed by
 * editors, so no page loses them by losing a block. Server-rendered from cached reads: the
 * page stays in the full-page cache.
 */
export async function AdvertisingMentions({ locale }: { locale: Locale }) {
  const site = await getRequestSite();
  if (!site) return null;
  const { identity, broker } = await getSiteAdvertising(site);
  return <MentionsView mentions={siteMentions(site.type, identity, broker, locale)} />;
}

/** The mentions as lines: the broker (name as on the licence, title), the agency and its designation, the franchise statement. */
export function MentionsView({ mentions }: { mentions: Mentions }) {
  const t = useTranslations('footer');
  const lines = mentionLines(mentions);
  if (lines.length === 0) return null;
  return (
    <section className={styles.mentions} aria-label={t('advertising-mentions')} data-advertising-mentions="">
      {lines.map((line) => (
        <p key={line} className={styles.line}>
          {line}
        </p>
      ))}
    </section>
  );
}

