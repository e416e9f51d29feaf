import { disableRevalidation } from '@/lib/cms/invalidate';

// Service functions invalidate cache tags themselves; tests run outside Next's request scope.
disableRevalidation();
