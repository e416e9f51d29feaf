import type { CollectionService } from '@/lib/collections/routes';
import { bankPartnerInputSchema, partnerInputSchema, type BankPartnerInput, type PartnerInput } from './schema';
import {
  createBankPartner, createPartner, deleteBankPartner, deletePartner, reorderBankPartners, reorderPartners, updateBankPartner,
  updatePartner,
} from './service';

/** Partners and bank partners as the editor API serves them (lib/collections/routes.ts): the services' writes, called without options. */
export const partnersEditorService: CollectionService<PartnerInput> = { schema: partnerInputSchema as never, create: createPartner, update: updatePartner, remove: deletePartner, reorder: reorderPartners };

export const bankPartnersEditorService: CollectionService<BankPartnerInput> = {
  schema: bankPartnerInputSchema as never,
  create: createBankPartner,
  update: updateBankPartner,
  remove: deleteBankPartner,
  reorder: reorderBankPartners,
};
