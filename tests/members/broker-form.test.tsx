import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MemberForm } from '@/builder/members/MemberForm.client';
import type { Member } from '@/lib/members/types';
import { loadMessages } from '@/locales';
import { SITE_TIME_ZONE } from '@/lib/format/date';

/** Issue 29: a broker's own profile form shows what they keep up to date, not what the editors decide. */
const julie: Member = {
  id: 7, slug: 'julie-tremblay', kind: 'broker', name: 'Julie Tremblay', licence_title: { fr: 'Courtière immobilière' }, agency: 'Agence Tremblay',
  licence_name: '', licence_number: 'H4827', photo_taken_on: '2026-01-15', agency_mention: { fr: 'Agence Tremblay', en: 'Agence Tremblay' },
  office_slug: 'centre', office_name: { fr: 'Centre' }, avatar: null, subtitle: {}, bio: { fr: 'Bio' }, phone_display: '514 555-0101',
  phone_international: '+15145550101', email: 'julie@example.com', languages: ['fr'], social_links: [], programs: [], team_member_slugs: [], position: 0,
};

function render(locale: 'fr' | 'en', canManage: boolean): string {
  const messages = loadMessages(locale);
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} timeZone={SITE_TIME_ZONE} messages={messages}>
      <MemberForm member={julie} kind="broker" agency="" onSaved={() => undefined} onCancel={() => undefined} canManage={canManage} />
    </NextIntlClientProvider>,
  );
}

describe("a broker's own profile form", () => {
  it.each(['fr', 'en'] as const)('%s: hides kind, address, office and agency; keeps name, bio and phone', (locale) => {
    const fields = loadMessages(locale).membersEditor.fields;
    const broker = render(locale, false);
    const editor = render(locale, true);
    for (const label of [fields.kind, fields.slug, fields.office, fields.agency]) {
      expect(editor).toContain(`${label}<`);
      expect(broker).not.toContain(`${label}<`);
    }
    expect(broker).not.toContain('value="julie-tremblay"');
    expect(broker).not.toContain('<select');
    for (const label of [fields.name, fields['bio-fr'], fields.phone]) expect(broker).toContain(label);
    expect(broker).toContain('value="514 555-0101"');
  });
});
