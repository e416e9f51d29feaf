import { collectionCreateRoute } from '@/lib/collections/routes';
import { bankPartnersEditorService } from '@/lib/partners/editor-service';

/** POST /api/editor/bank-partners {item} -> 201 {id} (lib/collections/routes.ts). */
export const POST = collectionCreateRoute(bankPartnersEditorService);
