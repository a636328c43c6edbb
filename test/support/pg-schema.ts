/** A throw-away schema on TEST_DATABASE_URL, and a DATABASE_URL whose connections use it. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface PgSchema {
  /** DATABASE_URL for processes: search_path set to the schema through the `options` parameter. */
  url: string;
  drop(): Promise<void>;
}

export async function createPgSchema(baseUrl: string, prefix = 'test'): Promise<PgSchema> {
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    },
  };
}
