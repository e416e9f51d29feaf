import { SitesPage } from '@/builder/sites/SitesPage';
import { requireEntry } from '@/builder/shell/require-entry';
import { getQaLocale } from '@/lib/auth/qa-locale';
import { getDb } from '@/lib/db';
import { listSitesForAdmin } from '@/lib/site/site-admin';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /qa/sites (platform admin): create, rotate the key, maintenance, delete and restore sites. */
export default async function QaSitesPage({ searchParams }: Props) {
  await requireEntry('sites');
  return <SitesPage sites={await listSitesForAdmin(await getDb())} locale={await getQaLocale(await searchParams)} />;
}
