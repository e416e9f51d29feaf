import type { ReportItem } from '@/lib/compliance/report';
import type { EmailBlock } from '@/lib/emails/content';
import { emailTexts } from '@/lib/emails/messages';
import { renderEmail } from '@/lib/emails/render';
import type { EmailSender } from '@/lib/emails/sender';
import { frenchTypography } from '@/lib/emails/typography';
import type { Locale } from '@/lib/i18n/locales';
import type { OutboxMessage } from '@/lib/mail/outbox';
import { loadMessages } from '@/locales';
import type { SiteChanges } from './recheck';

/**
 * The executive officer's e-mail of the daily re-check, in the site's layout (React Email,
 * lib/emails): what appeared and what was resolved since the last run, each item worded as
 * the compliance report words it (qa.compliance), and a link to the report. Transactional:
 * its reader is the agency's staff, so no broker card and no unsubscribe.
 */
export async function complianceDigestEmail(changes: SiteChanges, to: { email: string; name: string }, locale: Locale, sender: EmailSender): Promise<OutboxMessage> {
  const t = emailTexts(locale);
  const ty = (text: string) => frenchTypography(text, locale);
  const words = loadMessages(locale).qa.compliance;
  const problem = (item: ReportItem) => {
    const [group = '', key = ''] = item.problem.split('.');
    const text = (words.problems as Record<string, Record<string, string>>)[group]?.[key] ?? item.problem;
    return text.replace(/\{(\w+)\}/g, (_, name: string) => String(item.values[name] ?? ''));
  };
  const rows = (items: readonly ReportItem[]): [string, string][] => items.map((item) => [`${words.rules[item.rule]} (${words[item.severity]})`, ty(`${item.subject} — ${problem(item)}`)]);
  const intro = ty(t('compliance-digest.intro', { name: to.name, site: changes.siteName }));
  const blocks: EmailBlock[] = [{ kind: 'paragraph', text: intro }];
  if (changes.appeared.length > 0) blocks.push({ kind: 'paragraph', text: ty(t('compliance-digest.appeared')), strong: true }, { kind: 'fields', rows: rows(changes.appeared) });
  if (changes.resolved.length > 0) blocks.push({ kind: 'paragraph', text: ty(t('compliance-digest.resolved')), strong: true }, { kind: 'fields', rows: rows(changes.resolved) });
  blocks.push({ kind: 'button', label: t('compliance-digest.open'), url: `${sender.origin}/qa/compliance` }, { kind: 'paragraph', text: ty(t('compliance-digest.why')), small: true });
  return renderEmail({ locale, subject: ty(t('compliance-digest.subject', { site: changes.siteName })), preview: intro, blocks, sender, commercial: null, brokerCard: false }, to.email);
}
