import { collectionReorderRoute } from '@/lib/collections/routes';
import { bankPartnersEditorService } from '@/lib/partners/editor-service';

/** POST /api/editor/bank-partners/reorder {ids} -> {updated} (lib/collections/routes.ts). */
export const POST = collectionReorderRoute(bankPartnersEditorService);
