import type { QueryRunner } from 'typeorm';

/** DDL for a service's outbox table, called from that service's own migration. */
export async function createOutboxTable(queryRunner: QueryRunner, schema: string): Promise<void> {
  await queryRunner.query(`
    CREATE TABLE "${schema}"."outbox" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "target_service" text NOT NULL,
      "pattern" text NOT NULL,
      "payload" jsonb NOT NULL,
      "request_id" text,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "published_at" timestamptz,
      "attempts" integer NOT NULL DEFAULT 0,
      "last_error" text
    )`);
  await queryRunner.query(`CREATE INDEX "outbox_unpublished_idx" ON "${schema}"."outbox" ("created_at") WHERE "published_at" IS NULL`);
}

export async function dropOutboxTable(queryRunner: QueryRunner, schema: string): Promise<void> {
  await queryRunner.query(`DROP TABLE IF EXISTS "${schema}"."outbox"`);
}
