import { healthPingPattern, HealthPingRequest, JobStatusRequest, type HealthPingResponse } from '@hookline/contracts';
import { JobError, JobHandlerRegistry, JobsService } from '@hookline/server-jobs';
import { currentRequestId, requestContext } from '@hookline/server-logging';
import { deadLetterQueueName, ServiceClient, serviceQueueName } from '@hookline/server-messaging';
import type { ServiceApp } from '@hookline/server-runtime';
import { clientFor, contractViolations, deleteTestQueues, newUserId, sessionCookieFor, startService, testEnv, waitFor } from '@hookline/server-testing';
import { Controller, Module, type OnModuleInit } from '@nestjs/common';
import { EventPattern, MessagePattern } from '@nestjs/microservices';
import * as amqp from 'amqplib';
import request from 'supertest';
import { authServiceDefinition } from '../../apps/auth-service/src/auth.service-definition';
import { creditsServiceDefinition } from '../../apps/credits-service/src/credits.service-definition';
import { ideasServiceDefinition } from '../../apps/ideas-service/src/ideas.service-definition';
import { profileServiceDefinition } from '../../apps/profile-service/src/profile.service-definition';
import { scriptsServiceDefinition } from '../../apps/scripts-service/src/scripts.service-definition';
import { videoServiceDefinition } from '../../apps/video-service/src/video.service-definition';
import { createGatewayApp, type GatewayApp } from '../../apps/gateway/src/gateway-app';

// Test-only handlers plugged into the real video service, to exercise the platform itself.
const poisonCalls = { count: 0 };

@Controller()
class PlatformProbeController {
  @EventPattern('video.test.poison')
  poison() {
    poisonCalls.count++;
    throw new Error('this event always fails');
  }

  @MessagePattern('video.test.whoami')
  whoami() {
    return { requestId: currentRequestId() };
  }
}

@Module({ controllers: [PlatformProbeController] })
class PlatformProbeModule implements OnModuleInit {
  constructor(private readonly registry: JobHandlerRegistry) {}
  onModuleInit() {
    this.registry.register('test.echo', async (job) => {
      await job.progress('Halfway there', 50);
      return { echoed: (job.payload as { text: string }).text, saved_script_id: 'script-1', request_id: currentRequestId() };
    });
    this.registry.register('test.refuse', async () => {
      throw new JobError('The video has no transcript yet');
    });
    let flakyRuns = 0;
    this.registry.register(
      'test.flaky',
      async () => {
        flakyRuns++;
        if (flakyRuns < 2) throw new Error('temporary outage');
        return { runs: flakyRuns };
      },
      { attempts: 3 },
    );
  }
}

const definitions = [
  authServiceDefinition,
  { ...videoServiceDefinition, imports: () => [PlatformProbeModule] },
  creditsServiceDefinition,
  profileServiceDefinition,
  ideasServiceDefinition,
  scriptsServiceDefinition,
];

describe('platform: gateway and six services over RabbitMQ', () => {
  const env = testEnv({ RPC_TIMEOUT_MS: '2000', HEALTH_PING_TIMEOUT_MS: '1000', RMQ_DELIVERY_LIMIT: '2' });
  const services = new Map<string, ServiceApp<any>>();
  let gateway: GatewayApp;
  let http: ReturnType<typeof request>;
  let videoClient: ServiceClient;
  const owner = newUserId();
  let ownerCookie: string;

  beforeAll(async () => {
    for (const definition of definitions) services.set(definition.service, await startService(definition, env));
    gateway = await createGatewayApp(env);
    await gateway.app.init();
    http = request(gateway.app.getHttpServer());
    videoClient = clientFor('video', env);
    ownerCookie = await sessionCookieFor(env, owner);
  }, 60_000);

  afterAll(async () => {
    await videoClient?.onApplicationShutdown();
    await gateway?.app.close();
    for (const service of services.values()) await service.app.close();
    await deleteTestQueues(env, definitions.map((d) => d.service));
  });

  it('GET /api/health reports all six services up with their round-trip times', async () => {
    const res = await http.get('/api/health').expect(200);
    expect(res.body.status).toBe('ok');
    expect(Object.keys(res.body.services).sort()).toEqual(['auth', 'credits', 'ideas', 'profile', 'scripts', 'video']);
    for (const state of Object.values<any>(res.body.services)) {
      expect(state.status).toBe('up');
      expect(state.rtt_ms).toBeGreaterThan(0);
    }
    expect(res.headers['x-request-id']).toMatch(/.+/);
  });

  it("sends requests that match the contracts (the gateway's side of each contract)", async () => {
    const sent: { pattern: string; payload: object }[] = [];
    const original = ServiceClient.prototype.send;
    const spy = jest.spyOn(ServiceClient.prototype, 'send').mockImplementation(function (this: ServiceClient, pattern: string, payload: object) {
      sent.push({ pattern, payload });
      return original.call(this, pattern, payload);
    } as never);
    try {
      await http.get('/api/health').expect(200);
      await http.get(`/api/jobs/status/video_${newUserId()}`).set('cookie', ownerCookie).expect(404);
    } finally {
      spy.mockRestore();
    }
    const pings = sent.filter((s) => s.pattern.endsWith('.health.ping'));
    expect(pings).toHaveLength(6);
    for (const ping of pings) expect(await contractViolations(HealthPingRequest, ping.payload)).toEqual([]);
    const status = sent.find((s) => s.pattern === 'video.jobs.status');
    expect(status).toBeDefined();
    expect(await contractViolations(JobStatusRequest, status!.payload)).toEqual([]);
    expect(status!.payload).toEqual({ userId: owner, jobId: expect.stringMatching(/^video_/) });
  });

  it('keeps a caller-supplied request id and carries it through RabbitMQ into the service', async () => {
    const res = await http.get('/api/health/live').set('x-request-id', 'caller-id-123').expect(200);
    expect(res.headers['x-request-id']).toBe('caller-id-123');
    const answer = await requestContext.run({ requestId: 'trace-abc' }, () => videoClient.send<{ requestId: string }>('video.test.whoami', {}));
    expect(answer.requestId).toBe('trace-abc');
  });

  it('answers unknown /api paths with a JSON 404, and protected routes with 401 when signed out', async () => {
    const missing = await http.get('/api/nothing-here').expect(404);
    expect(missing.body.detail).toContain('/api/nothing-here');
    const signedOut = await http.get(`/api/jobs/status/video_${newUserId()}`).expect(401);
    expect(signedOut.body.detail).toBe('Not authenticated');
  });

  describe('jobs', () => {
    /** Polls the job's status as its owner until it reaches `status`; returns that response. */
    const untilJobIs = (jobId: string, status: 'completed' | 'failed', timeoutMs?: number) =>
      waitFor(async () => {
        const res = await http.get(`/api/jobs/status/${jobId}`).set('cookie', ownerCookie);
        return res.body.status === status ? res : undefined;
      }, timeoutMs);

    it('runs a job, reports progress and result to its owner, and hides it from everyone else', async () => {
      const jobs = services.get('video')!.app.get(JobsService);
      const job = await requestContext.run({ requestId: 'job-request-1' }, () => jobs.enqueue({ userId: owner, type: 'test.echo', payload: { text: 'hello' } }));
      expect(job.id).toMatch(/^video_/);
      const done = await untilJobIs(job.id, 'completed');
      expect(done.status).toBe(200);
      expect(done.body).toEqual({
        job_id: job.id,
        status: 'completed',
        progress: 'Completed',
        message: null,
        result: { echoed: 'hello', saved_script_id: 'script-1', request_id: 'job-request-1' },
        error: null,
        saved_script_id: 'script-1',
      });

      const stranger = await sessionCookieFor(env, newUserId());
      const hidden = await http.get(`/api/jobs/status/${job.id}`).set('cookie', stranger).expect(404);
      expect(hidden.body.detail).toBe('Job not found');
      await http.get(`/api/jobs/status/video_${newUserId()}`).set('cookie', ownerCookie).expect(404);
      await http.get('/api/jobs/status/unknown-prefix_123').set('cookie', ownerCookie).expect(404);
    });

    it('records a user-facing failure as the job error, without retrying it', async () => {
      const jobs = services.get('video')!.app.get(JobsService);
      const job = await jobs.enqueue({ userId: owner, type: 'test.refuse' });
      const failed = (await untilJobIs(job.id, 'failed')).body;
      expect(failed).toMatchObject({ status: 'failed', error: 'The video has no transcript yet' });
    });

    it('retries a job whose type allows it, after a temporary error', async () => {
      const jobs = services.get('video')!.app.get(JobsService);
      const job = await jobs.enqueue({ userId: owner, type: 'test.flaky' });
      const done = (await untilJobIs(job.id, 'completed', 20_000)).body;
      expect(done.result).toEqual({ runs: 2 });
    }, 30_000);

    it('does not queue the same job id twice', async () => {
      const jobs = services.get('video')!.app.get(JobsService);
      const id = jobs.newJobId();
      const [a, b] = await Promise.all([
        jobs.enqueue({ userId: owner, type: 'test.echo', payload: { text: 'once' }, jobId: id }),
        jobs.enqueue({ userId: owner, type: 'test.echo', payload: { text: 'twice' }, jobId: id }),
      ]);
      expect(a.id).toBe(id);
      expect(b.id).toBe(id);
      const done = (await untilJobIs(id, 'completed')).body;
      expect(['once', 'twice']).toContain(done.result.echoed);
    });
  });

  it('dead-letters a poison message after its deliveries and keeps the queue flowing', async () => {
    const connection = await amqp.connect(env.RABBITMQ_URL!);
    try {
      const channel = await connection.createChannel();
      const queue = serviceQueueName('video', env.RMQ_QUEUE_PREFIX);
      const deadLetters = deadLetterQueueName('video', env.RMQ_QUEUE_PREFIX);
      channel.sendToQueue(queue, Buffer.from('this is not JSON {'), { persistent: true });
      await videoClient.emit('video.test.poison', { anything: 1 });
      const inDeadLetter = await waitFor(async () => {
        const { messageCount } = await channel.checkQueue(deadLetters);
        return messageCount >= 2 ? messageCount : undefined;
      }, 15_000);
      expect(inDeadLetter).toBe(2);
      // RMQ_DELIVERY_LIMIT=2: the failing event was tried more than once, then given up on
      expect(poisonCalls.count).toBeGreaterThanOrEqual(2);
      expect(poisonCalls.count).toBeLessThanOrEqual(3);
      const answer = await videoClient.send<HealthPingResponse>(healthPingPattern('video'), { sent_at: Date.now(), deep: false });
      expect(answer.service).toBe('video');
      await channel.close();
    } finally {
      await connection.close();
    }
  }, 30_000);

  it('shows a stopped service as down, answers its routes with 504 within 10 s, and serves it again once it returns', async () => {
    await services.get('credits')!.app.close();
    services.delete('credits');

    const started = Date.now();
    const health = await http.get('/api/health').expect(503);
    expect(health.body.status).toBe('degraded');
    expect(health.body.services.credits.status).toBe('down');
    expect(health.body.services.video.status).toBe('up');

    const route = await http.get(`/api/jobs/status/credits_${newUserId()}`).set('cookie', ownerCookie).expect(504);
    expect(route.body.detail).toBe('The credits service did not answer in time. Please try again.');
    expect(Date.now() - started).toBeLessThan(10_000);

    // A message sent while the service is down waits in its durable queue and is answered on return.
    const creditsClient = clientFor('credits', env, 30_000);
    const pending = creditsClient.send<HealthPingResponse>(healthPingPattern('credits'), { sent_at: Date.now(), deep: false });
    await new Promise((r) => setTimeout(r, 500));
    services.set('credits', await startService(creditsServiceDefinition, env));
    await expect(pending).resolves.toMatchObject({ service: 'credits', status: 'ok' });
    await creditsClient.onApplicationShutdown();

    const back = await waitFor(async () => {
      const res = await http.get('/api/health');
      return res.status === 200 ? res.body : undefined;
    });
    expect(back.services.credits.status).toBe('up');
  }, 40_000);
});
