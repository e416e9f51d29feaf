import { ResetScreen } from '@/builder/account/SignedOutForms';
import { first } from '@/builder/account/messages';
import { peekToken } from '@/lib/auth/account-tokens';
import { getQaLocale } from '@/lib/auth/qa-locale';
import { getDb } from '@/lib/db';

type Props = { params: Promise<{ token: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /qa/login/reset/{token}: the link of a reset e-mail (looking does not use it). */
export default async function ResetPage({ params, searchParams }: Props) {
  const { token } = await params;
  const query = await searchParams;
  const valid = await peekToken(await getDb(), 'reset', token);
  return <ResetScreen locale={await getQaLocale(query)} token={token} valid={valid} error={first(query.error)} />;
}
