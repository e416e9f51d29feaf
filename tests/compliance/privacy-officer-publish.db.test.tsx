import { SITE_TIME_ZONE } from '@/lib/format/date';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { BlockIssuesList } from '@/builder/workspace/BlockIssuesList';
import { ArticlePublishRefused, createArticle, publishArticle, saveArticleContent } from '@/lib/editor/article-editor';
import { untranslatedFields, missingFrenchPage } from '@/lib/compliance/french-first';
import { namesPrivacyOfficer } from '@/lib/compliance/privacy-officer';
import type { Database } from '@/lib/db/types';
import { demoPages } from '@/lib/seed/pages';
import { demoSites } from '@/lib/seed/sites';
import type { EditorRef } from '@/lib/editor/editor-ref';
import { createPage } from '@/lib/editor/page-admin';
import { publish } from '@/lib/editor/publish';
import { savePrivacyOfficer, saveSiteChrome } from '@/lib/editor/site-settings';
import { publishRefusalText } from '@/lib/editor/publish-refusal-text';
import type { BlockIssue } from '@/lib/editor/validate-blocks';
import { loadMessages } from '@/locales';
import { fixtureOfficer, validBlock } from '../editor/fixtures';
import { publishFixture } from './publish-setup';

/**
 * Rule privacy_officer through the publishes the editor calls: a site whose settings name no
 * person in charge of the protection of personal information (a name or title, and an
 * e-mail) publishes nothing — page, article, header or footer — and the refusal links to the
 * general settings; once named, the same publish passes.
 */
const fx = publishFixture();
let db: Database;
let alice: EditorRef;
beforeAll(() => void ({ db, alice } = fx));
// site-b starts every test without its person in charge.
beforeEach(async () => {
  await db.query(`update sites set metadata = metadata - 'privacy_officer' where id = 'site-b'`);
});

const officerProblem = { kind: 'privacy_officer_missing', settings: { fr: '/qa/parametres-generaux', en: '/qa/general-settings' } };
const kinds = (problems: BlockIssue[]) => problems.flatMap((p) => p.issues.map((i) => i.problem));
let n = 0;
const newPage = async () => createPage(db, { siteId: 'site-b', paths: { fr: `/page-${++n}` }, title: { fr: 'Page' } }, alice);

describe('a site without its person in charge publishes nothing', () => {
  it('refuses a page, and publishes it once the settings name that person', async () => {
    const id = await newPage();
    const refused = await publish(db, id, alice);
    expect(refused.published).toBe(false);
    expect(kinds(refused.published ? [] : refused.problems)).toEqual([officerProblem]);
    await savePrivacyOfficer(db, 'site-b', fixtureOfficer);
    expect(await publish(db, id, alice)).toMatchObject({ published: true });
  });

  it('a title without an e-mail, or an e-mail without a name or title, is not enough', async () => {
    const id = await newPage();
    await savePrivacyOfficer(db, 'site-b', { ...fixtureOfficer, email: '' });
    expect((await publish(db, id, alice)).published).toBe(false);
    await savePrivacyOfficer(db, 'site-b', { name: '', title: { fr: '', en: '' }, email: 'vie-privee@example.com' });
    expect((await publish(db, id, alice)).published).toBe(false);
    await savePrivacyOfficer(db, 'site-b', { name: '', title: { fr: 'Direction générale', en: 'General management' }, email: 'vie-privee@example.com' });
    expect((await publish(db, id, alice)).published).toBe(true);
  });

  it('refuses an article, and publishes it once that person is named', async () => {
    const id = await createArticle(db, 'site-b', { title: { fr: 'Vendre' }, slug: { fr: 'vendre' }, published_at: '2026-11-20' });
    await saveArticleContent(db, 'site-b', id, 'fr', [{ id: 'b', block_type: 'text_block_1', block_params: {}, fields: { description: { fr: '<p>Texte</p>' }, cta_repeater: [] } }], 'Alice');
    const refused = await publishArticle(db, 'site-b', id, 'Alice');
    expect(refused).toMatchObject({ published: false });
    expect(kinds(typeof refused === 'object' ? refused.problems : [])).toEqual([officerProblem]);
    await expect(createArticle(db, 'site-b', { title: { fr: 'Publié' }, slug: { fr: 'publie' }, published_at: '2026-11-20', published: true })).rejects.toBeInstanceOf(ArticlePublishRefused);
    await savePrivacyOfficer(db, 'site-b', fixtureOfficer);
    expect(await publishArticle(db, 'site-b', id, 'Alice')).toBe(true);
  });

  it('refuses the site header, and saves it once that person is named', async () => {
    const refused = await saveSiteChrome(db, 'site-b', 'header', [validBlock('h')]);
    expect(refused).toMatchObject({ saved: false });
    expect(kinds('problems' in refused ? refused.problems : [])).toEqual([officerProblem]);
    await savePrivacyOfficer(db, 'site-b', fixtureOfficer);
    expect(await saveSiteChrome(db, 'site-b', 'header', [validBlock('h')])).toEqual({ saved: true });
  });
});

describe('the refusal links to the general settings in the editor\'s language', () => {
  const problems: BlockIssue[] = [{ blockId: '', type: '', issues: [{ path: '', message: 'x', problem: officerProblem as never }] }];
  it.each([
    ['fr', 'href="/qa/parametres-generaux"', 'personne responsable de la protection des renseignements personnels'],
    ['en', 'href="/qa/general-settings"', 'person in charge of the protection of personal information'],
  ] as const)('%s', (locale, link, words) => {
    const html = renderToStaticMarkup(
      <NextIntlClientProvider locale={locale} timeZone={SITE_TIME_ZONE} messages={loadMessages(locale)}>
        <BlockIssuesList problems={problems} />
      </NextIntlClientProvider>,
    );
    expect(html).toContain(link);
    expect(html).toContain(words);
  });
});

describe('a form that shows one message (an article saved as published) says it in the editor\'s language', () => {
  const problems: BlockIssue[] = [
    { blockId: '', type: '', issues: [{ path: '', message: 'x', problem: officerProblem as never }] },
    { blockId: '', type: '', issues: [{ path: '', message: 'x', problem: { kind: 'french_version_missing', parts: ['title', 'content'] } }] },
  ];
  it.each([
    ['fr', ['Rien ne peut être publié', 'nommez-la dans les paramètres généraux (/qa/parametres-generaux)', 'ajoutez le titre et le contenu en français']],
    ['en', ['Nothing can be published', 'name them in the general settings (/qa/general-settings)', 'add the title and the content in French']],
  ] as const)('%s', (locale, texts) => {
    const text = publishRefusalText(problems, locale);
    for (const expected of texts) expect(text).toContain(expected);
  });
});

describe('the demo sites can publish', () => {
  const sites = demoSites().filter((site) => site.id === 'demo-broker' || site.id === 'demo-agency');
  it.each(sites.map((site) => [site.id, site] as const))('%s names its person in charge, and its pages and header/footer are in French wherever in English', (_id, site) => {
    expect(namesPrivacyOfficer(site.metadata.privacy_officer)).toBe(true);
    expect(untranslatedFields([...site.header, ...site.footer])).toEqual([]);
    for (const page of demoPages(site)) {
      expect(missingFrenchPage({ paths: page.paths, title: page.title }), page.key).toEqual([]);
      expect(untranslatedFields(page.content), page.key).toEqual([]);
    }
  });
});
