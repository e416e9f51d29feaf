import { SITE_TIME_ZONE } from '@/lib/format/date';
import { DndContext } from '@dnd-kit/core';
import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MemberRow } from '@/builder/members/MemberRow.client';
import type { Member } from '@/lib/members/types';
import { loadMessages } from '@/locales';

const julie: Member = {
  id: 7, slug: 'julie-tremblay', kind: 'broker', name: 'Julie Tremblay', licence_title: { fr: 'Courtière immobilière', en: 'Real estate broker' }, agency: 'Agence Tremblay',
  licence_name: '', licence_number: 'H4827', photo_taken_on: null, agency_mention: { fr: 'Agence Tremblay', en: 'Agence Tremblay' },
  office_slug: 'montreal', office_name: { fr: 'Bureau de Montréal', en: 'Montréal office' }, avatar: null, subtitle: {}, bio: {}, phone_display: '',
  phone_international: '', email: 'julie@example.com', languages: ['fr'], social_links: [], programs: [], team_member_slugs: [], position: 0,
};

function render(locale: 'fr' | 'en'): string {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} timeZone={SITE_TIME_ZONE} messages={loadMessages(locale)}>
      <DndContext>
        <MemberRow member={julie} profileHref={null} onEdit={() => undefined} onDelete={() => undefined} />
      </DndContext>
    </NextIntlClientProvider>,
  );
}

describe('a member in the members list', () => {
  it('reads by its licence title and office name in the workspace language, not "julie-tremblay · montreal"', () => {
    const fr = render('fr');
    expect(fr).toContain('Courtière immobilière · Bureau de Montréal');
    expect(fr).not.toContain('julie-tremblay ·');
    expect(fr).not.toContain('· montreal');
    expect(render('en')).toContain('Real estate broker · Montréal office');
  });

  it('is described to screen readers in the workspace language, not as dnd-kit’s "draggable"', () => {
    expect(render('fr')).toContain('aria-roledescription="élément déplaçable"');
    expect(render('en')).toContain('aria-roledescription="movable item"');
  });
});
