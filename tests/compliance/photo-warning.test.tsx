import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { MemberRow } from '@/builder/members/MemberRow.client';
import { addMonths } from '@/lib/compliance/photo-age';
import { quebecDay } from '@/lib/format';
import type { Member } from '@/lib/members/types';
import { loadMessages } from '@/locales';
import { SITE_TIME_ZONE } from '@/lib/format/date';

/** Rule photo_recent in the members list: a photo from 4 years 6 months on is flagged, past 5 years or undated too. */
const member = (photo_taken_on: string | null): Member => ({
  id: 1, slug: 'julie-tremblay', kind: 'broker', name: 'Julie Tremblay', licence_name: '', licence_number: 'H4827', photo_taken_on,
  licence_title: { fr: 'Courtière immobilière' }, agency: '', agency_mention: {}, office_slug: null, office_name: null,
  avatar: { url: '/demo/members/julie-tremblay.svg' }, subtitle: {}, bio: {}, phone_display: '', phone_international: '', email: '',
  languages: [], social_links: [], programs: [], team_member_slugs: [], position: 0,
});
const daysAgo = (months: number, extraDays = 0) => {
  const back = addMonths(quebecDay(), -months);
  return new Date(Date.parse(`${back}T12:00:00Z`) - extraDays * 86_400_000).toISOString().slice(0, 10);
};

function row(locale: 'fr' | 'en', takenOn: string | null): string {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} timeZone={SITE_TIME_ZONE} messages={loadMessages(locale)}>
      <MemberRow member={member(takenOn)} profileHref={null} onEdit={() => undefined} onDelete={() => undefined} />
    </NextIntlClientProvider>,
  );
}

describe('members list: photo age', () => {
  const t = { fr: loadMessages('fr').membersEditor, en: loadMessages('en').membersEditor };

  it.each(['fr', 'en'] as const)('%s: no flag the day before 4 years 6 months, a warning from that day', (locale) => {
    expect(row(locale, daysAgo(54, -1))).not.toContain(t[locale]['photo-warn']);
    expect(row(locale, daysAgo(54))).toContain(t[locale]['photo-warn']);
  });

  it.each(['fr', 'en'] as const)('%s: blocked from 5 years, and when the photo has no date', (locale) => {
    expect(row(locale, daysAgo(60))).toContain(t[locale]['photo-block']);
    expect(row(locale, null)).toContain(t[locale]['photo-block']);
  });
});
