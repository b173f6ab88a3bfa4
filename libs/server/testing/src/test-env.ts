import { randomBytes, randomUUID } from 'node:crypto';

/**
 * Environment for a test: the real local services (or those named by the CI environment),
 * a test database, and a queue prefix of its own so suites never consume each other's messages.
 */
export function testEnv(overrides: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/hookline_test',
    RABBITMQ_URL: process.env.RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672',
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    RMQ_QUEUE_PREFIX: `t-${randomUUID().slice(0, 8)}-`,
    PROBE_PORT: '0',
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    RATE_LIMIT_PER_MINUTE: '100000',
    WEB_DIST_DIR: '/nonexistent',
    ...overrides,
  };
}

export function newUserId(): string {
  return randomUUID();
}

/** Polls until `check` returns a value (not undefined) or the time is up. */
export async function waitFor<T>(check: () => Promise<T | undefined> | T | undefined, timeoutMs = 10_000, intervalMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`waitFor timed out after ${timeoutMs} ms${lastError ? `: ${String(lastError)}` : ''}`);
}
