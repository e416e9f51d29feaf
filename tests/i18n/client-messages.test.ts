import { describe, expect, it } from 'vitest';
import { blockRegistry } from '@/blocks/registry';
import { loadMessages } from '@/locales';
import { pickClientMessages, shellNamespaces } from '@/lib/i18n/client-messages';
import { routeMessages } from '@/components/page/route-messages';
import { contactModalMessages } from '@/components/contact-modal/modal-messages';
import { alertPageMessages } from '@/components/alerts/AlertPageFrame';
import { blockEntries, islandNamespaces } from './island-namespaces';

describe('messages shipped to the public site', () => {
  it('are only the namespaces asked for, whole, and never the editor workspace', () => {
    for (const locale of ['fr', 'en'] as const) {
      const all = loadMessages(locale);
      const shipped = pickClientMessages(all, ['ui', 'forms']);
      expect(Object.keys(shipped).sort()).toEqual(['forms', 'ui']);
      expect(shipped.forms).toEqual(all.forms);
      // Written out here, not imported: the workspace's namespaces must never reach visitors.
      const editorOnly = ['editor', 'qa', 'leads', 'blogQa', 'membersEditor', 'collectionsEditor'];
      const picked = pickClientMessages(all, editorOnly as never[]);
      expect(picked).toEqual({});
      for (const namespace of editorOnly) expect(all).toHaveProperty(namespace);
    }
  });
});

describe('each block declares the namespaces its client islands read', () => {
  const entries = blockEntries();

  it('every registered block has its folder', () => {
    for (const type of blockRegistry.keys()) expect(entries.has(type), type).toBe(true);
  });

  for (const [type, entry] of entries) {
    it(type, () => {
      const found = islandNamespaces(entry);
      expect(found.unscoped, 'useTranslations() without a namespace in browser code').toEqual([]);
      const declared = new Set(blockRegistry.get(type)?.clientMessages ?? []);
      // Declared and not read ships messages for nothing; read and not declared breaks the island.
      expect([...declared].sort()).toEqual([...found.namespaces].sort());
    });
  }
});

describe('pages ship their islands’ namespaces', () => {
  it('the layout’s islands read only the shell namespaces', () => {
    const found = islandNamespaces('app/(site)/[site]/[locale]/layout.tsx');
    for (const namespace of found.namespaces) expect(shellNamespaces).toContain(namespace);
    const error = islandNamespaces('app/(site)/[site]/[locale]/error.tsx');
    for (const namespace of error.namespaces) expect(shellNamespaces).toContain(namespace);
  });

  // Each route's entry file and what it declares for its own islands (CMS and error pages: none).
  const routes: [string, readonly string[]][] = [
    ['components/page/PageView.tsx', []],
    ['components/page/ErrorPage.tsx', []],
    ['components/listing/ListingRoute.tsx', routeMessages.listing],
    ['components/office/OfficeRoute.tsx', routeMessages.office],
    ['components/member-profile/ProfileRoute.tsx', routeMessages.profile],
    ['components/blog/blog-post-parts.tsx', routeMessages.blogPost],
    ['components/alerts/alert-pages.tsx', alertPageMessages],
  ];

  it('routes other than CMS pages declare what their own islands read', () => {
    for (const [entry, declared] of routes) {
      const found = islandNamespaces(entry);
      expect(found.unscoped, entry).toEqual([]);
      expect([...declared].sort(), entry).toEqual([...found.namespaces].sort());
    }
  });

  it('the contact modal loads what its form reads', async () => {
    const found = islandNamespaces('components/contact-modal/ContactModalForAction.client.tsx', []);
    for (const locale of ['fr', 'en'] as const) {
      const loaded = await contactModalMessages(locale);
      expect(Object.keys(loaded).sort()).toEqual([...found.namespaces].sort());
      expect(loaded.forms).toEqual(loadMessages(locale).forms);
    }
  });
});
