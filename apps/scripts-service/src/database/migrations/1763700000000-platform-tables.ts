import { createJobsTable, dropJobsTable } from '@hookline/server-jobs';
import { createOutboxTable, dropOutboxTable } from '@hookline/server-messaging';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables every service has: its jobs and its outbox. */
export class PlatformTables1763700000000 implements MigrationInterface {
  name = 'PlatformTables1763700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createJobsTable(queryRunner, 'scripts');
    await createOutboxTable(queryRunner, 'scripts');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropOutboxTable(queryRunner, 'scripts');
    await dropJobsTable(queryRunner, 'scripts');
  }
}
