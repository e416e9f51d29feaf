import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { ErrorList } from '@/blocks/shared/multi-step/ErrorList';
import { pruneFixedErrors } from '@/lib/forms/errors';
import { validateAlertStep, emptyAlertForm } from '@/lib/forms/property-alert';
import { loadMessages } from '@/locales';
import { SITE_TIME_ZONE } from '@/lib/format/date';

const list = (locale: 'fr' | 'en') =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={loadMessages(locale)} timeZone={SITE_TIME_ZONE}>
      <ErrorList id="e" entries={[{ field: 'moving_date', label: locale === 'fr' ? 'Date de déménagement souhaitée' : 'Desired moving date', text: 'X', targetId: 'f' }]} />
    </NextIntlClientProvider>,
  );

describe('multi-step error list', () => {
  it('uses the English colon in English and the French spaced colon in French', () => {
    expect(list('en')).toContain('<a href="#f">Desired moving date</a>: X');
    expect(list('en')).not.toContain('</a> :');
    expect(list('fr')).toContain('<a href="#f">Date de déménagement souhaitée</a> : X');
  });
});

describe('errors while editing a step', () => {
  it('drops "Required field" as soon as the field is filled, before Next', () => {
    const shown = validateAlertStep(2, emptyAlertForm);
    expect(Object.keys(shown).sort()).toEqual(['current_situation', 'moving_date']);
    const filled = { ...emptyAlertForm, moving_date: '60-120-days' as const };
    expect(pruneFixedErrors(shown, validateAlertStep(2, filled))).toEqual({ current_situation: 'required-field' });
  });

  it('adds no error the visitor has not asked for yet', () => {
    expect(pruneFixedErrors({}, { city: 'required-field' })).toEqual({});
  });
});
