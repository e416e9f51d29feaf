import { getTranslations } from 'next-intl/server';
import { getQaLocale } from '@/lib/auth/qa-locale';
import { backTo } from './back-to';
import { PageHeader, WorkspacePage } from './kit';

/**
 * A /qa address no screen serves, signed in: the 404 inside the workspace (its bar, its
 * language) rather than the site's bare page, with the way back to the pages.
 */
export default async function QaNotFound() {
  const locale = await getQaLocale();
  const t = await getTranslations({ locale, namespace: 'errors' });
  return (
    <WorkspacePage locale={locale}>
      <PageHeader title={t('404-title')} lead={t('404-message')} back={await backTo('pages', locale)} />
    </WorkspacePage>
  );
}
