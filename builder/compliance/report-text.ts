import type { ReportItem } from '@/lib/compliance/report';
import type { RuleId } from '@/lib/compliance/rules';
import type { Locale } from '@/lib/i18n/locales';
import { csvLine } from '@/lib/format/csv';
import { loadMessages } from '@/locales';

/** The report's words in the workspace's language (qa.compliance), shared by the screen and its CSV. */
export function reportWords(locale: Locale) {
  const words = loadMessages(locale).qa.compliance;
  const problem = (item: ReportItem): string => {
    const [group = '', key = ''] = item.problem.split('.');
    const text = (words.problems as Record<string, Record<string, string>>)[group]?.[key] ?? item.problem;
    return text.replace(/\{(\w+)\}/g, (_, name: string) => String(item.values[name] ?? ''));
  };
  const rule = (id: RuleId): string => words.rules[id];
  const reasons: Record<string, string> = loadMessages(locale).listingsEditor.feeds['held-back-reasons'];
  const reason = (key: string): string => reasons[key] ?? key;
  return { words, problem, rule, reason };
}

/** The report as CSV: one line per item, in the workspace's language, with the address of its fix. */
export function reportCsv(items: readonly ReportItem[], locale: Locale, origin: string): string {
  const { words, problem, rule } = reportWords(locale);
  const header = csvLine([words.site, words.rule, words.severity, words.subject, words.problem, words.fix]);
  const lines = items.map((item) => csvLine([item.siteName, rule(item.rule), words[item.severity], item.subject, problem(item), `${origin}${item.fix}`]));
  return [header, ...lines].join('\r\n') + '\r\n';
}
