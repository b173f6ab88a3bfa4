import { healthPingPattern, HealthPingResponse, jobsStatusPattern } from '@hookline/contracts';
import type { ServiceCallError, ServiceClient } from '@hookline/server-messaging';
import type { ServiceApp, ServiceDefinition } from '@hookline/server-runtime';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { randomUUID } from 'node:crypto';
import { clientFor, deleteTestQueues, startService } from './service-harness';
import { testEnv } from './test-env';

/** Validates an answer against its contract class; returns the problems (empty when it conforms). */
export async function contractViolations<T extends object>(cls: new () => T, value: unknown): Promise<string[]> {
  const errors = await validate(plainToInstance(cls, value) as object, { whitelist: true, forbidNonWhitelisted: true });
  return errors.map((e) => `${e.property}: ${Object.values(e.constraints ?? {}).join(', ') || 'invalid nested value'}`);
}

async function rejection(promise: Promise<unknown>): Promise<ServiceCallError> {
  try {
    await promise;
  } catch (error) {
    return error as ServiceCallError;
  }
  throw new Error('expected the call to be rejected');
}

/**
 * The contract every service keeps, checked over a real broker: its platform patterns answer
 * in the shapes libs/contracts defines, and malformed or unknown requests get typed errors.
 */
export function describePlatformContract(definition: ServiceDefinition<any>): void {
  const { service } = definition;
  describe(`${service} service platform contract`, () => {
    const env = testEnv();
    let app: ServiceApp<any>;
    let client: ServiceClient;

    beforeAll(async () => {
      app = await startService(definition, env);
      client = clientFor(service, env, 5_000);
    });
    afterAll(async () => {
      await client?.onApplicationShutdown();
      await app?.app.close();
      await deleteTestQueues(env, [service]);
    });

    it(`answers ${healthPingPattern(service)} with a HealthPingResponse`, async () => {
      const answer = await client.send(healthPingPattern(service), { sent_at: Date.now() });
      expect(await contractViolations(HealthPingResponse, answer)).toEqual([]);
      expect(answer).toMatchObject({ service, status: 'ok', dependencies: { database: 'up', redis: 'up', broker: 'up' } });
    });

    it('answers a shallow ping without dependency checks', async () => {
      const answer = await client.send<HealthPingResponse>(healthPingPattern(service), { sent_at: Date.now(), deep: false });
      expect(await contractViolations(HealthPingResponse, answer)).toEqual([]);
      expect(answer.dependencies).toBeUndefined();
    });

    it('rejects a request with unknown fields as a validation error (400)', async () => {
      const error = await rejection(client.send(healthPingPattern(service), { sent_at: Date.now(), surprise: true }));
      expect(error.status).toBe(400);
      expect(String(error.detail)).toContain('surprise');
    });

    it(`answers ${jobsStatusPattern(service)} for an unknown job with not_found (404)`, async () => {
      const error = await rejection(client.send(jobsStatusPattern(service), { userId: randomUUID(), jobId: `${service}_${randomUUID()}` }));
      expect(error.status).toBe(404);
      expect(error.detail).toBe('Job not found');
    });

    it('rejects a job status request whose job id is malformed', async () => {
      const error = await rejection(client.send(jobsStatusPattern(service), { userId: randomUUID(), jobId: 'nope' }));
      expect(error.status).toBe(400);
    });

    it('answers a pattern it does not handle with an error instead of leaving it unacked', async () => {
      const error = await rejection(client.send(`${service}.no.such.pattern`, {}));
      expect(error.status).toBe(502);
      // the queue keeps flowing afterwards
      await expect(client.send(healthPingPattern(service), { sent_at: Date.now(), deep: false })).resolves.toMatchObject({ service });
    });
  });
}
