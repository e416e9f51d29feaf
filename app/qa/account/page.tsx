import { AccountScreen } from '@/builder/account/AccountScreen';
import { first } from '@/builder/account/messages';
import { getCurrentAccess, requireEditor } from '@/lib/auth/current-editor';
import { getQaLocale } from '@/lib/auth/qa-locale';
import { listSessions } from '@/lib/auth/session';
import { getDb } from '@/lib/db';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /qa/account: any signed-in account, whatever its role here (its own profile, password and sessions). */
export default async function AccountPage({ searchParams }: Props) {
  const editor = await requireEditor('/qa/account');
  const query = await searchParams;
  const access = await getCurrentAccess();
  const sessions = await listSessions(await getDb(), editor.id, editor.sessionId);
  return <AccountScreen editor={editor} roleHere={access?.role ?? null} sessions={sessions} locale={await getQaLocale(query)} saved={first(query.saved)} error={first(query.error)} />;
}
