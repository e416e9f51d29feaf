import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEditor, type Editor } from '@/lib/auth/editors';
import { createArticle, findArticleForEditor, saveArticleContent, updateArticleDetails } from '@/lib/editor/article-editor';
import { getPageResult } from '@/lib/cms/pages';
import { findSiteById } from '@/lib/sites/sites';
import type { Database } from '@/lib/db/types';
import { saveDraft } from '@/lib/editor/draft';
import { getEditablePage } from '@/lib/editor/editable-page';
import { createPage } from '@/lib/editor/page-admin';
import { publish } from '@/lib/editor/publish';
import { listVersions } from '@/lib/editor/versions';
import { approveSubmission, requestChanges, withdrawSubmission, type Reviewer } from '@/lib/review/decide';
import { ReviewError } from '@/lib/review/errors';
import { itemReview, reviewQueue } from '@/lib/review/queue';
import { reviewApplies, reviewSettingsOf, saveReviewSettings } from '@/lib/review/settings';
import { submitArticle, submitPage } from '@/lib/review/submit';
import { openTestDb } from '../helpers/db';
import { insertEditorFixtures, validBlock } from '../editor/fixtures';

/**
 * Supervised publishing on a real database: each transition of a submission (submitted,
 * replaced, withdrawn, changes requested, approved) and each refusal (who may decide, on
 * which site, with what), as the author, the reviewer and a visitor would notice them.
 */

let db: Database;
let alice: { id: number; name: string };
const people = {} as Record<'broker' | 'otherBroker' | 'officer' | 'admin' | 'adminB', Editor>;
let officerMember = 0;

const as = (editor: Editor, role: Reviewer['role'], memberId: number | null = null): Reviewer => ({ id: editor.id, name: editor.name, role, memberId });
const siteA = async () => (await findSiteById(db, 'site-a'))!;

beforeAll(async () => {
  db = await openTestDb();
  ({ alice } = await insertEditorFixtures(db));
  await db.query(`update sites set type = 'agency' where id = 'site-a'`);
  const make = async (key: keyof typeof people, locale: 'fr' | 'en' = 'fr') => {
    people[key] = (await createEditor(db, { email: `${key}@example.com`, name: `Person ${key}`, password: 'correct horse battery', locale }))!;
  };
  await make('broker', 'en');
  await make('otherBroker');
  await make('officer');
  await make('admin');
  await make('adminB');
  // Complete licence data: every publish checks the site's advertising mentions.
  const rows = await db.query<{ id: number }>(
    `insert into members (site_id, slug, kind, name, licence_name, licence_title, licence_number)
     values ('site-a', 'dg', 'broker', 'Directrice', 'Directrice', $1, 'D1234') returning id`,
    [JSON.stringify({ fr: 'Courtière immobilière', en: 'Real estate broker' })],
  );
  officerMember = Number(rows[0]!.id);
  await db.query(`update sites set advertising = advertising || jsonb_build_object('executive_officer_id', $1::int) where id = 'site-a'`, [officerMember]);
});
afterAll(async () => db.close());

let pathCount = 0;
/** A page online as "Avant" whose draft the broker then changes to `title`. */
async function publishedPageEditedTo(title: string): Promise<{ id: number; path: string }> {
  const path = `/page-${++pathCount}`;
  const id = await createPage(db, { siteId: 'site-a', paths: { fr: path }, title: { fr: 'Avant' } }, alice);
  await saveDraft(db, id, { content: [validBlock()], title: { fr: 'Avant' }, seo: {} }, { editor: alice, expectedVersion: (await getEditablePage(db, id)).version });
  expect(await publish(db, id, alice)).toMatchObject({ published: true });
  await editDraft(id, title);
  return { id, path };
}

async function editDraft(id: number, title: string) {
  await saveDraft(db, id, { content: [validBlock()], title: { fr: title }, seo: {} }, { editor: people.broker, expectedVersion: (await getEditablePage(db, id)).version });
}

async function publicTitle(path: string) {
  const result = await getPageResult(db, await siteA(), { locale: 'fr', path });
  return 'page' in result ? result.page.title.fr : result.status;
}

async function submittedPage(title: string) {
  const page = await publishedPageEditedTo(title);
  const result = await submitPage(db, 'site-a', page.id, people.broker);
  if (!result.submitted) throw new Error('not submitted');
  return { ...page, submission: result.submission.id };
}

async function outboxTo(email: string): Promise<{ subject: string; text: string }[]> {
  const rows = await db.query<{ message: { to: string; subject: string; text: string } }>('select message from lead_outbox order by id');
  return rows.map((r) => r.message).filter((m) => m.to === email);
}

async function expectRefusal(promise: Promise<unknown>, code: ReviewError['code']) {
  await expect(promise).rejects.toMatchObject({ name: 'ReviewError', code });
}

describe('review settings', () => {
  it('reviews brokers by default on agency and team sites, not on a broker\'s own site, and editors only when turned on', async () => {
    expect(reviewSettingsOf({ type: 'agency', metadata: {} })).toEqual({ brokers: true, editors: false });
    expect(reviewSettingsOf({ type: 'team', metadata: {} })).toEqual({ brokers: true, editors: false });
    expect(reviewSettingsOf({ type: 'broker', metadata: {} })).toEqual({ brokers: false, editors: false });
    expect(reviewApplies({ type: 'agency', metadata: {} }, 'site_admin')).toBe(false);
    await saveReviewSettings(db, 'site-b', { brokers: true, editors: true });
    const b = (await findSiteById(db, 'site-b'))!;
    expect(reviewApplies(b, 'broker')).toBe(true);
    expect(reviewApplies(b, 'editor')).toBe(true);
    await saveReviewSettings(db, 'site-b', { brokers: false, editors: false });
    expect(reviewApplies((await findSiteById(db, 'site-b'))!, 'broker')).toBe(false);
  });
});

describe('submitting', () => {
  it('freezes the version and keeps the published one online; the queue shows what it changes', async () => {
    const page = await submittedPage('Après');
    expect(await publicTitle(page.path)).toBe('Avant');
    await editDraft(page.id, 'Encore plus tard');
    const entry = (await reviewQueue(db, 'site-a')).find((e) => e.submission.id === page.submission)!;
    expect(entry.title).toEqual({ fr: 'Après' });
    const title = entry.comparison.fields.find((f) => f.path[0] === 'title')!;
    expect([title.before, title.after]).toEqual(['Avant', 'Après']);
    expect(entry.problems).toEqual([]);
    expect((await itemReview(db, { siteId: 'site-a', kind: 'page', id: page.id })).pending).toMatchObject({ id: page.submission, by: 'Person broker' });
  });

  it('a new submission of the same page replaces the pending one: one line in the queue', async () => {
    const page = await submittedPage('Premier essai');
    await editDraft(page.id, 'Second essai');
    const second = await submitPage(db, 'site-a', page.id, people.broker);
    const mine = (await reviewQueue(db, 'site-a')).filter((e) => e.submission.itemId === page.id);
    expect(mine.map((e) => e.title.fr)).toEqual(['Second essai']);
    const steps = (await itemReview(db, { siteId: 'site-a', kind: 'page', id: page.id })).steps;
    expect(steps.map((s) => s.step)).toEqual(['submitted', 'replaced', 'submitted']);
    expect(steps[1]).toMatchObject({ submissionId: page.submission, actorName: 'Person broker' });
    expect(second.submitted).toBe(true);
    await expectRefusal(approveSubmission(db, await siteA(), page.submission, as(people.admin, 'site_admin')), 'submission_closed');
  });

  it('refuses a version a publish would refuse, and records nothing', async () => {
    const page = await publishedPageEditedTo('Cassé');
    await saveDraft(db, page.id, { content: [{ ...validBlock('x'), fields: { cta_repeater: 'not a list' } }], title: { fr: 'Cassé' }, seo: {} }, { editor: people.broker, expectedVersion: (await getEditablePage(db, page.id)).version });
    const result = await submitPage(db, 'site-a', page.id, people.broker);
    expect(result.submitted).toBe(false);
    expect((await itemReview(db, { siteId: 'site-a', kind: 'page', id: page.id })).steps).toEqual([]);
  });
});

describe('deciding', () => {
  it('approving publishes exactly the submitted version (not the draft written since), records it and e-mails the author in their language', async () => {
    const page = await submittedPage('Version soumise');
    await editDraft(page.id, 'Brouillon suivant');
    const result = await approveSubmission(db, await siteA(), page.submission, as(people.admin, 'site_admin'));
    expect(result).toMatchObject({ approved: true, step: { step: 'approved', version: 2, actorName: 'Person admin' } });
    expect(await publicTitle(page.path)).toBe('Version soumise');
    expect((await getEditablePage(db, page.id)).title).toEqual({ fr: 'Brouillon suivant' });
    expect((await listVersions(db, page.id))[0]).toMatchObject({ version: 2, createdBy: 'Person admin' });
    const mail = await outboxTo('broker@example.com');
    expect(mail.at(-1)?.subject).toBe('Approved: Version soumise');
    expect((await itemReview(db, { siteId: 'site-a', kind: 'page', id: page.id })).lastDecision?.step).toBe('approved');
  });

  it('requesting changes needs a comment, keeps the page as it is online, and tells the author why', async () => {
    const page = await submittedPage('À revoir');
    const admin = as(people.admin, 'site_admin');
    await expectRefusal(requestChanges(db, await siteA(), page.submission, admin, '   '), 'comment_required');
    expect((await itemReview(db, { siteId: 'site-a', kind: 'page', id: page.id })).pending).not.toBeNull();
    const step = await requestChanges(db, await siteA(), page.submission, admin, 'Ajoutez la source du chiffre');
    expect(step).toMatchObject({ step: 'changes_requested', comment: 'Ajoutez la source du chiffre' });
    expect(await publicTitle(page.path)).toBe('Avant');
    const mail = (await outboxTo('broker@example.com')).at(-1)!;
    expect(mail.subject).toBe('Changes requested: À revoir');
    expect(mail.text).toContain('Ajoutez la source du chiffre');
    await expectRefusal(approveSubmission(db, await siteA(), page.submission, admin), 'submission_closed');
  });

  it('the author withdraws their own submission; nobody else can', async () => {
    const page = await submittedPage('Retiré');
    await expectRefusal(withdrawSubmission(db, 'site-a', page.submission, people.otherBroker), 'not_author');
    expect(await withdrawSubmission(db, 'site-a', page.submission, people.broker)).toMatchObject({ step: 'withdrawn' });
    expect((await itemReview(db, { siteId: 'site-a', kind: 'page', id: page.id })).pending).toBeNull();
  });
});

describe('who may decide', () => {
  it('a broker cannot approve nor send back, not even their own submission', async () => {
    const page = await submittedPage('Par un courtier');
    await expectRefusal(approveSubmission(db, await siteA(), page.submission, as(people.broker, 'broker', 999)), 'not_reviewer');
    await expectRefusal(approveSubmission(db, await siteA(), page.submission, as(people.otherBroker, 'broker', 998)), 'not_reviewer');
    await expectRefusal(requestChanges(db, await siteA(), page.submission, as(people.otherBroker, 'broker', 998), 'Non'), 'not_reviewer');
    await expectRefusal(approveSubmission(db, await siteA(), page.submission, as(people.otherBroker, 'editor')), 'not_reviewer');
    expect(await publicTitle(page.path)).toBe('Avant');
  });

  it('the executive officer named in the advertising settings decides, but not on their own submission', async () => {
    const officer = as(people.officer, 'broker', officerMember);
    const page = await submittedPage('Pour la directrice');
    expect(await approveSubmission(db, await siteA(), page.submission, officer)).toMatchObject({ approved: true });
    const own = await publishedPageEditedTo('Sa propre page');
    const submitted = await submitPage(db, 'site-a', own.id, people.officer);
    if (!submitted.submitted) throw new Error('not submitted');
    await expectRefusal(approveSubmission(db, await siteA(), submitted.submission.id, officer), 'own_submission');
  });

  it('a site admin of another site cannot see or decide this site\'s submissions', async () => {
    const page = await submittedPage('Autre site');
    const siteB = (await findSiteById(db, 'site-b'))!;
    await expectRefusal(approveSubmission(db, siteB, page.submission, as(people.adminB, 'site_admin')), 'submission_not_found');
    await expectRefusal(requestChanges(db, siteB, page.submission, as(people.adminB, 'site_admin'), 'Non'), 'submission_not_found');
    expect((await reviewQueue(db, 'site-b')).map((e) => e.submission.id)).not.toContain(page.submission);
    expect(await publicTitle(page.path)).toBe('Avant');
  });
});

describe('the record', () => {
  it('cannot be changed or deleted, even with SQL, and every step is in the activity log', async () => {
    await expect(db.query(`update review_steps set comment = 'rewritten'`)).rejects.toThrow(/append-only/);
    await expect(db.query('delete from review_steps')).rejects.toThrow(/append-only/);
    const actions = await db.query<{ action: string }>(`select distinct action from activity where action like 'review-%' order by action`);
    expect(actions.map((a) => a.action)).toEqual(['review-approved', 'review-changes_requested', 'review-replaced', 'review-submitted', 'review-withdrawn']);
  });
});

describe('articles', () => {
  it('a published article\'s changes wait in review; approval puts the submitted state online and keeps a later draft pending', async () => {
    const id = await createArticle(db, 'site-a', { title: { fr: 'Article' }, slug: { fr: 'article' }, published_at: '2024-01-01', published: true });
    await saveArticleContent(db, 'site-a', id, 'fr', [validBlock()], 'Alice');
    await updateArticleDetails(db, 'site-a', id, { title: { fr: 'Article revu' }, slug: { fr: 'article' }, published_at: '2024-01-01', published: true }, 'Person broker');
    const submitted = await submitArticle(db, 'site-a', id, people.broker);
    if (!submitted?.submitted) throw new Error('not submitted');
    await updateArticleDetails(db, 'site-a', id, { title: { fr: 'Article revu deux fois' }, slug: { fr: 'article' }, published_at: '2024-01-01', published: true }, 'Person broker');
    const live = async () => (await db.query<{ title: { fr: string } }>('select title from articles where id = $1', [id]))[0]!.title.fr;
    expect(await live()).toBe('Article');
    expect(await approveSubmission(db, await siteA(), submitted.submission.id, as(people.admin, 'site_admin'))).toMatchObject({ approved: true });
    expect(await live()).toBe('Article revu');
    expect(await findArticleForEditor(db, 'site-a', id)).toMatchObject({ has_draft: true, title: { fr: 'Article revu deux fois' } });
  });
});
