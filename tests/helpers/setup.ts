import { disableRevalidation } from '@/lib/cache/invalidate';
import { resetConfigForTests } from '@/lib/config/env';
// As the server's start does: the block catalog for lib/, then an opened database gets its first admin and the demo content.
import '@/blocks/catalog';
import '@/lib/seed/database-setup';

// Service functions invalidate cache tags themselves; tests run outside Next's request scope.
disableRevalidation();

// Tests change process.env between and within cases (vi.stubEnv, assignments), as an operator
// would between two starts: each change drops the parsed configuration (lib/config/env.ts),
// so the next read parses the environment as it now is.
process.env = new Proxy(process.env, {
  set(target, name, value) {
    const done = Reflect.set(target, name, value);
    resetConfigForTests();
    return done;
  },
  deleteProperty(target, name) {
    const done = Reflect.deleteProperty(target, name);
    resetConfigForTests();
    return done;
  },
});
