import { ForgotScreen } from '@/builder/account/SignedOutForms';
import { first } from '@/builder/account/messages';
import { getQaLocale } from '@/lib/auth/qa-locale';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /qa/login/forgot: "forgot password" (signed out; under /qa/login so the proxy lets it through). */
export default async function ForgotPage({ searchParams }: Props) {
  const query = await searchParams;
  return <ForgotScreen locale={await getQaLocale(query)} sent={first(query.sent) === '1'} error={first(query.error)} />;
}
