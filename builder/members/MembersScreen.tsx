import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { requireEntry } from '@/builder/shell/require-entry';
import { getQaLocale } from '@/lib/auth/qa-locale';
import { getRequestSite } from '@/lib/sites/request-site';
import { getDb } from '@/lib/db';
import { listEditorMembers } from '@/lib/members/queries';
import { loadMessages } from '@/locales';
import { MembersEditor } from './MembersEditor.client';
import { PageHeader, WorkspacePage } from '@/builder/shell/kit';

interface MembersPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: MembersPageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await getQaLocale(await searchParams), namespace: 'membersEditor' });
  return { title: t('title') };
}

/** /qa/members: the site's members collection (both languages of the QA). */
export default async function MembersPage({ searchParams }: MembersPageProps) {
  const me = await requireEntry('members');
  const query = await searchParams;
  const locale = await getQaLocale(query);
  const openId = typeof query.member === 'string' && /^\d+$/.test(query.member) ? Number(query.member) : null;
  const site = await getRequestSite();
  if (!site) notFound();
  const members = (await listEditorMembers(await getDb(), site.id)).filter((m) => me.role !== 'broker' || m.id === me.memberId);
  const t = await getTranslations({ locale, namespace: 'membersEditor' });
  const agency = members.find((m) => m.agency)?.agency ?? site.name;
  return (
    <NextIntlClientProvider locale={locale} messages={{ membersEditor: loadMessages(locale).membersEditor }}>
      <WorkspacePage locale={locale}>
        {/* A broker cannot open the pages list: no way back to it. */}
        {me.role !== 'broker' ? (
          <p>
            <Link href="/qa">← /qa</Link>
          </p>
        ) : null}
        {/* A broker keeps only their own profile here. */}
        <PageHeader title={me.role === 'broker' ? t('own-title') : t('title')} lead={me.role === 'broker' ? t('own-intro') : t('intro')} />
        <MembersEditor members={members} agency={agency} lang={locale} canManage={me.role !== 'broker'} openId={openId} />
      </WorkspacePage>
    </NextIntlClientProvider>
  );
}
