/**
 * An in-memory PGlite for a suite, started from the template test/global-setup.ts made (initdb once
 * per run instead of once per database), or from initdb when run without it.
 */
import { openPglite, type Db } from '../../server/accounts/db.js';

export function openTestPglite(): Promise<Db> {
  return openPglite(undefined, process.env.PGLITE_TEMPLATE);
}
