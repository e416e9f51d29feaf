import type { CollectionService } from '@/lib/collections/routes';
import { bankPartnerInputSchema, partnerInputSchema, type BankPartnerInput, type PartnerInput } from './schema';
import {
  createBankPartner, createPartner, deleteBankPartner, deletePartner, reorderBankPartners, reorderPartners, updateBankPartner,
  updatePartner,
} from './service';

/** Partners and bank partners as the editor API serves them (lib/collections/routes.ts). */
export const partnersEditorService: CollectionService<PartnerInput> = {
  schema: partnerInputSchema as never,
  create: (db, siteId, input) => createPartner(db, siteId, input),
  update: (db, siteId, id, input) => updatePartner(db, siteId, id, input),
  remove: (db, siteId, id) => deletePartner(db, siteId, id),
  reorder: (db, siteId, ids) => reorderPartners(db, siteId, ids),
};

export const bankPartnersEditorService: CollectionService<BankPartnerInput> = {
  schema: bankPartnerInputSchema as never,
  create: (db, siteId, input) => createBankPartner(db, siteId, input),
  update: (db, siteId, id, input) => updateBankPartner(db, siteId, id, input),
  remove: (db, siteId, id) => deleteBankPartner(db, siteId, id),
  reorder: (db, siteId, ids) => reorderBankPartners(db, siteId, ids),
};
