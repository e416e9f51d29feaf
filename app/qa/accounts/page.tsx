import { AccountsScreen } from '@/builder/accounts/AccountsScreen';
import { first } from '@/builder/account/messages';
import { listPendingInvitations, listSitePeople } from '@/lib/auth/accounts';
import { requireEntry } from '@/builder/shell/require-entry';
import { getQaLocale } from '@/lib/auth/qa-locale';
import { getDb } from '@/lib/db';
import { listEditorMembers } from '@/lib/members/queries';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /qa/accounts (site admin): people and roles of the request's site, invitations. */
export default async function AccountsPage({ searchParams }: Props) {
  const me = await requireEntry('accounts');
  const query = await searchParams;
  const db = await getDb();
  const [people, invitations, members] = await Promise.all([listSitePeople(db, me.site.id), listPendingInvitations(db, me.site.id), listEditorMembers(db, me.site.id)]);
  return (
    <AccountsScreen
      site={me.site}
      people={people}
      invitations={invitations}
      members={members.map((m) => ({ id: m.id, name: m.name }))}
      locale={await getQaLocale(query)}
      invited={first(query.invited)}
      error={first(query.error)}
    />
  );
}
