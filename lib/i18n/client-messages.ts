import type { AbstractIntlMessages } from 'next-intl';

/**
 * Messages reach the browser through NextIntlClientProvider, inside the page's RSC payload,
 * so every namespace shipped weighs on every view of that page. A public page ships only
 * what its client islands read: the shell's namespaces (the toasts of the layout, the error
 * boundary) plus, for each block on the page, the namespaces its islands declare
 * (`clientMessages` of the block's definition, checked against the code by
 * tests/i18n/island-namespaces.test.ts). Server components read messages on the server and
 * ship none.
 */

/** Namespaces that public client islands may read (top-level keys of locales/{locale}/*.json). */
export const clientNamespaces = ['ui', 'errors', 'search', 'forms', 'trust', 'members', 'mortgage', 'places', 'blog', 'media', 'alerts'] as const;
export type ClientNamespace = (typeof clientNamespaces)[number];

/** Read by islands of every page: the layout's toasts (ui) and the route's error boundary (errors). */
export const shellNamespaces: readonly ClientNamespace[] = ['ui', 'errors'];

const shippable = new Set<string>(clientNamespaces);

/** The given namespaces of `messages`, and nothing else: only public ones (never the editor's). */
export function pickClientMessages(messages: AbstractIntlMessages, namespaces: Iterable<ClientNamespace>): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const namespace of namespaces) {
    if (shippable.has(namespace) && namespace in messages) picked[namespace] = messages[namespace]!;
  }
  return picked;
}
