import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { LocalizedField } from '@/builder/config/LocalizedField';
import { EditorContextProvider } from '@/builder/editor-context';
import { BlockIssuesList } from '@/builder/workspace/BlockIssuesList';
import { nextFlagged, StaleOverlay } from '@/builder/workspace/TranslationFlags';
import { WorkspaceUiProvider, type WorkspaceUi } from '@/builder/workspace/workspace-ui-context';
import type { Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/locales';
import { SITE_TIME_ZONE } from '@/lib/format/date';

const withMessages = (locale: Locale, children: ReactNode) =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={loadMessages(locale)} timeZone={SITE_TIME_ZONE}>
      {children}
    </NextIntlClientProvider>,
  );

describe('nextFlagged', () => {
  const order = ['a', 'b', 'c', 'd'];
  it('answers the next flagged block after the selected one, in page order, wrapping around', () => {
    const flagged = { b: 'en', d: 'fr' } as const;
    expect(nextFlagged(order, flagged, null)).toBe('b');
    expect(nextFlagged(order, flagged, 'b')).toBe('d');
    expect(nextFlagged(order, flagged, 'c')).toBe('d');
    expect(nextFlagged(order, flagged, 'd')).toBe('b');
  });

  it('ignores flags of blocks no longer on the page, and answers null when none is left', () => {
    expect(nextFlagged(order, { gone: 'en' }, null)).toBeNull();
    expect(nextFlagged([], {}, null)).toBeNull();
  });
});

describe('publish problems list', () => {
  const problems = [{ blockId: 'b-1', type: 'cta_block', issues: [{ path: 'main_title.fr', message: 'Required' }] }];

  it('makes each invalid block a button that selects it, in both QA languages', () => {
    const fr = withMessages('fr', <BlockIssuesList problems={problems} onSelect={() => undefined} />);
    expect(fr).toContain('<button type="button"');
    expect(fr).toContain('title="Sélectionner ce bloc sur la page"');
    expect(fr).toContain('cta_block (b-1)');
    expect(fr).toContain('main_title.fr Required');
    expect(withMessages('en', <BlockIssuesList problems={problems} onSelect={() => undefined} />)).toContain('title="Select this block on the page"');
  });

  it('stays plain text without a selection handler', () => {
    expect(withMessages('fr', <BlockIssuesList problems={problems} />)).not.toContain('<button');
  });
});

describe('stale-translation badge on the canvas overlay', () => {
  const ui = (staleLocales: Record<string, Locale>): WorkspaceUi => ({
    staleLocales,
    staleLabels: { en: 'English older than French', fr: 'French older than English' },
    selectRequest: null,
    sideBySide: false,
    setSideBySide: () => undefined,
  });
  const overlay = (value: WorkspaceUi, id: string) =>
    renderToStaticMarkup(
      <WorkspaceUiProvider value={value}>
        <StaleOverlay componentId={id}>
          <div className="puck-overlay" />
        </StaleOverlay>
      </WorkspaceUiProvider>,
    );

  it('labels a flagged block with its older locale and leaves the others alone', () => {
    expect(overlay(ui({ a: 'en' }), 'a')).toContain('English older than French');
    expect(overlay(ui({ a: 'fr' }), 'a')).toContain('French older than English');
    expect(overlay(ui({ a: 'en' }), 'b')).toBe('<div class="puck-overlay"></div>');
  });
});

describe('LocalizedField side by side', () => {
  const field = (sideBySide: boolean) =>
    renderToStaticMarkup(
      <EditorContextProvider value={{ editLocale: 'fr', siteType: 'broker', brandingVersion: 1, alternatePaths: [], sideBySide }}>
        <LocalizedField label="Titre" inner={{ type: 'text' }} value={{ fr: 'Bonjour', en: 'Hello' }} onChange={() => undefined} />
      </EditorContextProvider>,
    );

  it('shows the edited locale only, with the other as a hint, by default', () => {
    const html = field(false);
    expect(html).toContain('value="Bonjour"');
    expect(html).not.toContain('value="Hello"');
    expect(html).toContain('placeholder="Hello"');
  });

  it('shows French and English inputs next to each other in the side-by-side view', () => {
    const html = field(true);
    expect(html).toContain('value="Bonjour"');
    expect(html).toContain('value="Hello"');
    expect(html.indexOf('lang="fr"')).toBeLessThan(html.indexOf('lang="en"'));
  });
});
