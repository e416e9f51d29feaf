import { beforeEach, describe, expect, it } from 'vitest';
import { createArticle, publishArticle, saveArticleContent } from '@/lib/editor/article-editor';
import { publish } from '@/lib/editor/publish';
import { publishRefusalText } from '@/lib/editor/publish-refusal-text';
import { saveSiteChrome } from '@/lib/editor/site-settings';
import type { BlockIssue } from '@/lib/editor/validate-blocks';
import { validBlock } from '../editor/fixtures';
import { panelHtml, problemKinds, publishFixture } from './publish-setup';

/**
 * Rule mentions at publish: every advertisement carries the broker's name as on the licence,
 * their licence title and the agency followed by its designation, rendered from the data; a
 * site whose data lacks one of them publishes nothing (page, article, header or footer), and
 * the refusal names what is missing with a link to the settings or the member's record.
 */
const fx = publishFixture();
const memberId = async () => Number((await fx.db.query<{ id: number }>("select id from members where site_id = 'site-b' and slug = 'julie-fixture'"))[0]!.id);
const complete = { fr: 'Courtière immobilière résidentielle', en: 'Residential real estate broker' };

beforeEach(async () => {
  await fx.db.query(`update sites set advertising = advertising || '{"agency_name":"Agence Fixture"}' where id = 'site-b'`);
  await fx.db.query(`update members set licence_title = $1 where site_id = 'site-b'`, [JSON.stringify(complete)]);
});

let n = 0;
const newPage = () => fx.draft(`/mentions-${++n}`, [validBlock()], { siteId: 'site-b' });

describe('a site whose mentions are incomplete publishes nothing', () => {
  it('refuses a page while the agency has no name, linking to the settings; publishes it once named', async () => {
    await fx.db.query(`update sites set advertising = advertising || '{"agency_name":""}' where id = 'site-b'`);
    const id = await newPage();
    const refused = await publish(fx.db, id, fx.alice);
    expect(problemKinds(refused.published ? [] : refused.problems)).toEqual([{ kind: 'mentions_missing', field: 'agency_name', member: null, fix: '/qa/general-settings' }]);
    await fx.db.query(`update sites set advertising = advertising || '{"agency_name":"Agence Fixture"}' where id = 'site-b'`);
    expect(await publish(fx.db, id, fx.alice)).toMatchObject({ published: true });
  });

  it('refuses a page while the broker has no licence title in English, linking to their record', async () => {
    await fx.db.query(`update members set licence_title = '{"fr":"Courtière immobilière"}' where site_id = 'site-b'`);
    const id = await newPage();
    const refused = await publish(fx.db, id, fx.alice);
    expect(problemKinds(refused.published ? [] : refused.problems)).toEqual([{ kind: 'mentions_missing', field: 'licence_title', member: 'Julie Fixture', fix: `/qa/members?member=${await memberId()}` }]);
    await fx.db.query(`update members set licence_title = $1 where site_id = 'site-b'`, [JSON.stringify(complete)]);
    expect(await publish(fx.db, id, fx.alice)).toMatchObject({ published: true });
  });

  it('refuses an article and the header the same way, and publishes them once fixed', async () => {
    await fx.db.query(`update sites set advertising = advertising || '{"agency_name":""}' where id = 'site-b'`);
    const article = await createArticle(fx.db, 'site-b', { title: { fr: 'Vendre' }, slug: { fr: 'vendre' }, published_at: '2026-11-20' });
    await saveArticleContent(fx.db, 'site-b', article, 'fr', [validBlock()], 'Alice');
    expect(await publishArticle(fx.db, 'site-b', article, 'Alice')).toMatchObject({ published: false, problems: [{ issues: [{ problem: { kind: 'mentions_missing', field: 'agency_name' } }] }] });
    expect(await saveSiteChrome(fx.db, 'site-b', 'header', [validBlock('h')])).toMatchObject({ saved: false, problems: [{ issues: [{ problem: { kind: 'mentions_missing' } }] }] });
    await fx.db.query(`update sites set advertising = advertising || '{"agency_name":"Agence Fixture"}' where id = 'site-b'`);
    expect(await publishArticle(fx.db, 'site-b', article, 'Alice')).toBe(true);
    expect(await saveSiteChrome(fx.db, 'site-b', 'header', [validBlock('h')])).toEqual({ saved: true });
  });
});

describe('the refusal names what is missing, in the editor’s language, with the link that fixes it', () => {
  const problems: BlockIssue[] = [
    { blockId: '', type: '', issues: [
      { path: '', message: 'x', problem: { kind: 'mentions_missing', field: 'agency_name', member: null, fix: '/qa/general-settings' } },
      { path: '', message: 'x', problem: { kind: 'mentions_missing', field: 'licence_title', member: 'Julie Fixture', fix: '/qa/members?member=7' } },
    ] },
  ];
  it.each([
    ['fr', ['le nom de l’agence tel qu’inscrit manque', 'de Julie Fixture : le titre du permis manque', 'href="/qa/general-settings"', 'href="/qa/members?member=7"']],
    ['en', ['the agency’s name as registered is missing', 'Julie Fixture’s advertising: the licence title is missing', 'href="/qa/general-settings"', 'href="/qa/members?member=7"']],
  ] as const)('%s', (locale, texts) => {
    const html = panelHtml(problems, locale);
    for (const text of texts) expect(html).toContain(text);
    expect(publishRefusalText(problems, locale)).toContain('(/qa/members?member=7)');
  });
});
