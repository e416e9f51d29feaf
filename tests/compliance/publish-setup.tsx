import { SITE_TIME_ZONE } from '@/lib/format/date';
import { afterAll, beforeAll } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { BlockIssuesList } from '@/builder/workspace/BlockIssuesList';
import type { Block } from '@/lib/content/types';
import type { Database } from '@/lib/db/types';
import type { EditorRef } from '@/lib/editor/editor-ref';
import { saveDraft } from '@/lib/editor/draft';
import { getEditablePage } from '@/lib/editor/editable-page';
import { createPage } from '@/lib/editor/page-admin';
import type { BlockIssue } from '@/lib/editor/validate-blocks';
import type { Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/locales';
import { openTestDb } from '../helpers/db';
import { insertEditorFixtures } from '../editor/fixtures';

/**
 * What every publish-rule test of this folder starts from: a fresh database with the editor
 * fixtures (two sites that pass the site rules, two editors), a page drafted with given
 * blocks, its draft replaced, and the publish panel's wording of a refusal.
 */
export interface PublishFixture {
  db: Database;
  alice: EditorRef;
  bob: EditorRef;
  /** A new page of the site (site-a unless told) whose draft holds the blocks; returns its id. */
  draft(path: string, content: readonly object[], options?: { siteId?: string; title?: string }): Promise<number>;
  /** Replaces the page's draft with the blocks. */
  redraft(id: number, content: readonly object[], title?: string): Promise<void>;
}

/** Registers the file's beforeAll/afterAll; read the fields inside tests. */
export function publishFixture(): PublishFixture {
  const fixture = {} as PublishFixture;
  beforeAll(async () => {
    fixture.db = await openTestDb();
    Object.assign(fixture, await insertEditorFixtures(fixture.db));
  });
  afterAll(async () => fixture.db.close());
  fixture.redraft = async (id, content, title = 'Page') => {
    const { db, alice } = fixture;
    await saveDraft(db, id, { content: content as Block[], title: { fr: title }, seo: {} }, { editor: alice, expectedVersion: (await getEditablePage(db, id)).version });
  };
  fixture.draft = async (path, content, options = {}) => {
    const title = options.title ?? 'Page';
    const id = await createPage(fixture.db, { siteId: options.siteId ?? 'site-a', paths: { fr: path }, title: { fr: title } }, fixture.alice);
    await fixture.redraft(id, content, title);
    return id;
  };
  return fixture;
}

/** Each problem's structured form, in order. */
export const problemKinds = (problems: readonly BlockIssue[]) => problems.flatMap((p) => p.issues.map((i) => i.problem));

/** The publish panel's list of problems, rendered in the workspace's language. */
export function panelHtml(problems: readonly BlockIssue[], locale: Locale): string {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} timeZone={SITE_TIME_ZONE} messages={loadMessages(locale)}>
      <BlockIssuesList problems={problems} />
    </NextIntlClientProvider>,
  );
}
