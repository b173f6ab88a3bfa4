import type { DataSource } from 'typeorm';

/**
 * Runs pending migrations while holding a Postgres advisory lock named after the service,
 * so replicas that start together run them once: the others wait, then find nothing to do.
 */
export async function runMigrationsWithLock(dataSource: DataSource, service: string): Promise<string[]> {
  const lockKey = `hookline:migrations:${service}`;
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock(hashtext($1))', [lockKey]);
    try {
      // The migrations table lives inside the schema, so the schema must exist first.
      // In production the schema already exists, owned by the service's role (deploy/postgres).
      // CREATE SCHEMA IF NOT EXISTS still needs the CREATE right, which service roles lack.
      const existing = await runner.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [service]);
      if (!existing.length) await runner.query(`CREATE SCHEMA "${service}"`);
      const ran = await dataSource.runMigrations({ transaction: 'each' });
      return ran.map((m) => m.name);
    } finally {
      await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [lockKey]);
    }
  } finally {
    await runner.release();
  }
}
