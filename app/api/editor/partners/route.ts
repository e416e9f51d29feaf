import { collectionCreateRoute } from '@/lib/collections/routes';
import { partnersEditorService } from '@/lib/partners/editor-service';

/** POST /api/editor/partners {item} -> 201 {id} (lib/collections/routes.ts). */
export const POST = collectionCreateRoute(partnersEditorService);
