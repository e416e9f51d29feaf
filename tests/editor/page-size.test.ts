import { describe, expect, it } from 'vitest';
import { draftBody } from '@/lib/editor/api-schemas';

/** A page of 500 blocks is saved (the size the editor is benchmarked at); one more is refused. */
const blocks = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `spacer-${i}`, block_type: 'spacer-block', fields: {} }));

describe('the size of a page', () => {
  it('takes a draft of 500 blocks and refuses 501', () => {
    expect(draftBody.safeParse({ content: blocks(500), title: { fr: 'Grande page' }, expectedVersion: 1 }).success).toBe(true);
    const refused = draftBody.safeParse({ content: blocks(501), title: { fr: 'Grande page' }, expectedVersion: 1 });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['content']);
  });
});
