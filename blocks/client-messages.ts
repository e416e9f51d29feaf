import type { Block } from './types';
import type { ClientNamespace } from '@/lib/i18n/client-messages';
import { getBlockSpec } from '@/blocks/catalog';

/** The message namespaces the islands of these blocks read (their specs' clientMessages). */
export function blockClientNamespaces(blocks: readonly Block[]): ClientNamespace[] {
  const namespaces = new Set<ClientNamespace>();
  for (const block of blocks) {
    for (const namespace of getBlockSpec(block.block_type)?.clientMessages ?? []) namespaces.add(namespace);
  }
  return [...namespaces];
}
