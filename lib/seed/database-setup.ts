import { ensureFirstAdmin } from '@/lib/auth/bootstrap';
import { config } from '@/lib/config/env';
import { setDatabaseSetup } from '@/lib/db';
import { ensureDemoBroker } from './demo-broker';
import { seedDemo } from './index';

/**
 * Imported for its effect by each process entry (instrumentation.ts, the test set-up), before
 * the first getDb(): an opened database gets its first admin (QA_ADMIN_EMAIL) and, unless
 * SEED_DEMO=false, the demo content on its first start (with DEMO_BROKER_PASSWORD, a reviewed broker's account).
 */
setDatabaseSetup(async (db) => {
  await ensureFirstAdmin(db);
  if (!config().SEED_DEMO) return;
  await seedDemo(db);
  await ensureDemoBroker(db, config().DEMO_BROKER_PASSWORD);
});
