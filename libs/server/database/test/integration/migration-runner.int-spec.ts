import { randomUUID } from 'node:crypto';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createServiceDataSource, dropDatabase, ensureDatabaseExists, runMigrationsWithLock } from '../../src';

class SlowCreateTable1700000000001 implements MigrationInterface {
  name = 'SlowCreateTable1700000000001';
  async up(queryRunner: QueryRunner) {
    await queryRunner.query('SELECT pg_sleep(0.3)');
    await queryRunner.query('CREATE TABLE "ideas"."things" ("id" serial PRIMARY KEY)');
  }
  async down(queryRunner: QueryRunner) {
    await queryRunner.query('DROP TABLE "ideas"."things"');
  }
}

describe('runMigrationsWithLock', () => {
  const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/hookline_test';
  const url = new URL(base);
  url.pathname = `/hookline_mig_${randomUUID().slice(0, 8)}`;
  const dbUrl = url.toString();

  afterAll(() => dropDatabase(dbUrl));

  it('runs each migration once when two replicas start at the same time', async () => {
    await ensureDatabaseExists(dbUrl);
    const replicas = [0, 1].map(() => createServiceDataSource({ service: 'ideas', url: dbUrl, entities: [], migrations: [SlowCreateTable1700000000001] }));
    await Promise.all(replicas.map((ds) => ds.initialize()));
    try {
      const ran = await Promise.all(replicas.map((ds) => runMigrationsWithLock(ds, 'ideas')));
      expect(ran.flat()).toEqual(['SlowCreateTable1700000000001']);
      const rows = await replicas[0].query('SELECT name FROM "ideas"."migrations"');
      expect(rows).toEqual([{ name: 'SlowCreateTable1700000000001' }]);
      const [{ schemaname }] = await replicas[0].query(`SELECT schemaname FROM pg_tables WHERE tablename = 'migrations'`);
      expect(schemaname).toBe('ideas');
      // and a later start finds nothing to do
      expect(await runMigrationsWithLock(replicas[1], 'ideas')).toEqual([]);
    } finally {
      await Promise.all(replicas.map((ds) => ds.destroy()));
    }
  });
});
