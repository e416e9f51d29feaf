import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getQaLocale } from '@/lib/auth/qa-locale';
import { PageHeader, WorkspacePage } from '@/builder/shell/kit';

/** What requireRole's forbidden() shows (403): the role here does not open this page; where the account can go. */
export default async function QaForbidden() {
  const locale = await getQaLocale();
  const t = await getTranslations({ locale, namespace: 'accounts' });
  return (
    <WorkspacePage locale={locale}>
      <PageHeader title={t('forbidden.title')} />
      <p>{t('forbidden.body')}</p>
      <ul>
        <li>
          <Link href="/qa/account">{t('forbidden.account')}</Link>
        </li>
        <li>
          <Link href="/qa/leads">{t('forbidden.leads')}</Link>
        </li>
        <li>
          <Link href="/qa/members">{t('forbidden.members')}</Link>
        </li>
      </ul>
    </WorkspacePage>
  );
}
