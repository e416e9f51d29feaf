import { describe, expect, it } from 'vitest';
import { formsMessages, membersMessages, mortgageMessages, searchMessages, trustMessages } from '../../e2e/helpers/messages';
import { loadMessages } from '@/locales';

/*
 * The e2e journeys expect the texts written in e2e/helpers/messages.ts (the spec's English
 * messages word for word), not the locale files' own. This checks the same texts against the
 * locale files without a browser, so a typo or a changed wording in locales/*.json fails here
 * first, naming the key.
 */
const namespaces = { forms: formsMessages, members: membersMessages, mortgage: mortgageMessages, search: searchMessages, trust: trustMessages };

function leaves(value: unknown, path: string[] = []): [string[], string][] {
  if (typeof value === 'string') return [[path, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => leaves(child, [...path, key]));
}

describe('e2e expected texts', () => {
  for (const locale of ['fr', 'en'] as const) {
    const messages = loadMessages(locale) as unknown as Record<string, unknown>;
    for (const [namespace, expected] of Object.entries(namespaces)) {
      it(`${locale}/${namespace}.json has the texts the journeys expect`, () => {
        for (const [path, text] of leaves(expected[locale])) {
          const actual = path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], messages[namespace]);
          expect(actual, `${locale}/${namespace}.json ${path.join('.')}`).toBe(text);
        }
      });
    }
  }
});
