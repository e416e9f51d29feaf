import type { CollectionService } from '@/lib/collections/routes';
import { officeInputSchema, type OfficeInput } from './schema';
import { createOffice, deleteOffice, reorderOffices, updateOffice } from './service';

/** The offices collection as the editor API serves it (lib/collections/routes.ts). */
export const officesEditorService: CollectionService<OfficeInput> = {
  schema: officeInputSchema as never,
  create: (db, siteId, input) => createOffice(db, siteId, input),
  update: (db, siteId, id, input) => updateOffice(db, siteId, id, input),
  remove: (db, siteId, id) => deleteOffice(db, siteId, id),
  reorder: (db, siteId, ids) => reorderOffices(db, siteId, ids),
};
