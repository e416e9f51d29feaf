import { ErasureScreen } from '@/builder/erasure/ErasureScreen';
import { requireEntry } from '@/builder/shell/require-entry';
import { getQaLocale } from '@/lib/auth/qa-locale';
import { getDb } from '@/lib/db';
import { listErasureQueue } from '@/lib/my-data/erasure';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const dynamic = 'force-dynamic';

/** /qa/erasure (site admins): the leads visitors asked to erase, with the 30-day deadline. */
export default async function ErasurePage({ searchParams }: Props) {
  const me = await requireEntry('erasure');
  const items = await listErasureQueue(await getDb(), me.site.id);
  return <ErasureScreen items={items} locale={await getQaLocale(await searchParams)} />;
}
