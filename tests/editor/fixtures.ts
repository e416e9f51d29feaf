import type { Block } from '@/blocks/types';
import { ctaBlock } from '@/blocks/cta-block';
import { createEditor } from '@/lib/auth/editors';
import type { Queryable } from '@/lib/db/types';
import type { EditorRef } from '@/lib/editor/editor-ref';
import { insertAdvertisingIdentity } from '../helpers/advertising-identity';

/** The person in charge of personal information both fixture sites name: without one a site publishes nothing. */
export const fixtureOfficer = { name: 'Claire Roy', title: { fr: 'Responsable de la conformité', en: 'Compliance officer' }, email: 'vie-privee@example.com' };

/** Two sites and two editors, enough for the editor service tests. */
export async function insertEditorFixtures(db: Queryable): Promise<{ alice: EditorRef; bob: EditorRef }> {
  for (const id of ['site-a', 'site-b']) {
    await db.query(
      `insert into sites (id, key, name, domains, is_default, theme, metadata)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [id, `${id}-key`, `Site ${id}`, [`${id}.test`], id === 'site-a', JSON.stringify({ color_schemes: { inverted: { 'swb-bg-color': '#000000' } } }), JSON.stringify({ privacy_officer: fixtureOfficer })],
    );
  }
  for (const id of ['site-a', 'site-b']) await insertAdvertisingIdentity(db, id);
  const alice = await createEditor(db, { email: 'alice@example.com', name: 'Alice Tremblay', password: 'correct horse battery', platformAdmin: true });
  const bob = await createEditor(db, { email: 'bob@example.com', name: 'Bob Gagnon', password: 'correct horse battery', platformAdmin: true });
  if (!alice || !bob) throw new Error('editors not created');
  return { alice, bob };
}

/** A valid block (the registry's cta_block demo). */
export function validBlock(id = 'b-cta'): Block {
  return { id, block_type: 'cta_block', block_params: { color_scheme: 'inverted' }, fields: structuredClone(ctaBlock.demo) as Record<string, unknown> };
}
