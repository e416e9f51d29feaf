import { SITE_TIME_ZONE } from '@/lib/format/date';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { PublishProblems } from '@/builder/pages/PublishProblems';
import { addMonths } from '@/lib/compliance/photo-age';
import { createArticle, publishArticle, saveArticleContent } from '@/lib/editor/article-editor';
import { publish } from '@/lib/editor/publish';
import { saveSiteChrome } from '@/lib/editor/site-settings';
import type { BlockIssue } from '@/lib/editor/validate-blocks';
import { quebecDay } from '@/lib/format/date';
import { loadMessages } from '@/locales';
import { validBlock } from '../editor/fixtures';
import { panelHtml, problemKinds, publishFixture } from './publish-setup';

/**
 * Rule photo_recent at publish: while a broker of the site shows a photo of 5 years or more
 * (or undated), nothing of the site is published; the refusal names the broker and links to
 * their record; a photo replaced (or its date corrected) lets the same publish through.
 */
const fx = publishFixture();
const today = quebecDay();
const photo = JSON.stringify({ url: '/media/julie.jpg', alt: { fr: 'Julie', en: 'Julie' } });
const setPhoto = (takenOn: string | null) => fx.db.query(`update members set avatar = $1, photo_taken_on = $2 where site_id = 'site-b'`, [photo, takenOn]);

beforeEach(async () => setPhoto(addMonths(today, -12)));

let n = 0;
const newPage = () => fx.draft(`/photo-${++n}`, [validBlock()], { siteId: 'site-b' });

describe('a broker photo of 5 years or more blocks every publish of the site', () => {
  it('refuses a page with a photo that turned 5 today, and publishes it once the photo is replaced', async () => {
    await setPhoto(addMonths(today, -60));
    const id = await newPage();
    const refused = await publish(fx.db, id, fx.alice);
    expect(problemKinds(refused.published ? [] : refused.problems)).toEqual([{ kind: 'photo_expired', member: 'Julie Fixture', taken: addMonths(today, -60), fix: expect.stringMatching(/^\/qa\/members\?member=\d+$/) }]);
    await setPhoto(today);
    expect(await publish(fx.db, id, fx.alice)).toMatchObject({ published: true });
  });

  it('an undated photo blocks too; a photo of 4 years 11 months does not', async () => {
    await setPhoto(null);
    const id = await newPage();
    expect(await publish(fx.db, id, fx.alice)).toMatchObject({ published: false, problems: [{ issues: [{ problem: { kind: 'photo_expired', taken: null } }] }] });
    await setPhoto(addMonths(today, -59));
    expect(await publish(fx.db, id, fx.alice)).toMatchObject({ published: true });
  });

  it('refuses an article and the footer, and publishes them once the photo is replaced', async () => {
    await setPhoto(addMonths(today, -61));
    const article = await createArticle(fx.db, 'site-b', { title: { fr: 'Conseils' }, slug: { fr: 'conseils' }, published_at: '2026-11-20' });
    await saveArticleContent(fx.db, 'site-b', article, 'fr', [validBlock()], 'Alice');
    expect(await publishArticle(fx.db, 'site-b', article, 'Alice')).toMatchObject({ published: false, problems: [{ issues: [{ problem: { kind: 'photo_expired' } }] }] });
    expect(await saveSiteChrome(fx.db, 'site-b', 'footer', [validBlock('f')])).toMatchObject({ saved: false });
    await setPhoto(today);
    expect(await publishArticle(fx.db, 'site-b', article, 'Alice')).toBe(true);
    expect(await saveSiteChrome(fx.db, 'site-b', 'footer', [validBlock('f')])).toEqual({ saved: true });
  });
});

describe('from 4 years 6 months the publish goes through and the panel warns', () => {
  it('publishes, and lists the broker whose photo turns 5 within six months', async () => {
    await setPhoto(addMonths(today, -55));
    const result = await publish(fx.db, await newPage(), fx.alice);
    expect(result).toMatchObject({ published: true, warnings: [{ member: 'Julie Fixture', taken: addMonths(today, -55) }] });
    await setPhoto(addMonths(today, -53));
    expect(await publish(fx.db, await newPage(), fx.alice)).toMatchObject({ published: true, warnings: [] });
  });

  it.each([
    ['fr', 'la photo de Julie Fixture (2021-09-01) aura 5 ans dans moins de 6 mois'],
    ['en', 'Julie Fixture’s photo (2021-09-01) turns 5 in less than 6 months'],
  ] as const)('the panel, %s', (locale, text) => {
    const html = renderToStaticMarkup(
      <NextIntlClientProvider locale={locale} timeZone={SITE_TIME_ZONE} messages={loadMessages(locale)}>
        <PublishProblems state={{ kind: 'published', version: 2, warnings: [{ member: 'Julie Fixture', taken: '2021-09-01', fix: '/qa/members?member=7' }] }} />
      </NextIntlClientProvider>,
    );
    expect(html).toContain(text);
    expect(html).toContain('href="/qa/members?member=7"');
  });
});

describe('the refusal names the broker and links to their record', () => {
  const problems: BlockIssue[] = [{ blockId: '', type: '', issues: [{ path: '', message: 'x', problem: { kind: 'photo_expired', member: 'Julie Fixture', taken: '2020-01-05', fix: '/qa/members?member=7' } }] }];
  it.each([
    ['fr', 'la photo de Julie Fixture (2020-01-05) a 5 ans ou plus'],
    ['en', 'Julie Fixture’s photo (2020-01-05) is 5 years old or more'],
  ] as const)('%s', (locale, text) => {
    const html = panelHtml(problems, locale);
    expect(html).toContain(text);
    expect(html).toContain('href="/qa/members?member=7"');
  });
});
