import type { QueryRunner } from 'typeorm';

/** DDL for a service's jobs table, called from that service's own migration. */
export async function createJobsTable(queryRunner: QueryRunner, schema: string): Promise<void> {
  await queryRunner.query(`
    CREATE TABLE "${schema}"."jobs" (
      "id" text PRIMARY KEY CHECK ("id" LIKE '${schema}\\_%'),
      "user_id" uuid NOT NULL,
      "type" text NOT NULL,
      "status" text NOT NULL CHECK ("status" IN ('queued', 'started', 'completed', 'failed')),
      "progress" text,
      "progress_pct" integer CHECK ("progress_pct" BETWEEN 0 AND 100),
      "message" text,
      "payload" jsonb NOT NULL DEFAULT '{}',
      "result" jsonb,
      "error" text,
      "attempts" integer NOT NULL DEFAULT 0,
      "request_id" text,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      "started_at" timestamptz,
      "finished_at" timestamptz
    )`);
  await queryRunner.query(`CREATE INDEX "jobs_user_created_idx" ON "${schema}"."jobs" ("user_id", "created_at" DESC)`);
  await queryRunner.query(`CREATE INDEX "jobs_active_idx" ON "${schema}"."jobs" ("status") WHERE "status" IN ('queued', 'started')`);
}

export async function dropJobsTable(queryRunner: QueryRunner, schema: string): Promise<void> {
  await queryRunner.query(`DROP TABLE IF EXISTS "${schema}"."jobs"`);
}
