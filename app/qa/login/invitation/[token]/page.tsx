import { InvitationScreen } from '@/builder/account/SignedOutForms';
import { first } from '@/builder/account/messages';
import { peekToken } from '@/lib/auth/account-tokens';
import { getQaLocale } from '@/lib/auth/qa-locale';
import { getRequestSite } from '@/lib/sites/request-site';
import { getDb } from '@/lib/db';

type Props = { params: Promise<{ token: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /qa/login/invitation/{token}: the link of an invitation e-mail (looking does not use it). */
export default async function InvitationPage({ params, searchParams }: Props) {
  const { token } = await params;
  const query = await searchParams;
  const [valid, site] = await Promise.all([peekToken(await getDb(), 'invitation', token), getRequestSite()]);
  return <InvitationScreen locale={await getQaLocale(query)} token={token} valid={valid} siteName={site?.name ?? ''} error={first(query.error)} />;
}
