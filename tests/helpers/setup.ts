import { disableRevalidation } from '@/lib/cache/invalidate';
// As the server's start does: an opened database gets its first admin and the demo content.
import '@/lib/seed/database-setup';

// Service functions invalidate cache tags themselves; tests run outside Next's request scope.
disableRevalidation();
