import fs from 'node:fs';
import path from 'node:path';
import { COMPOSE_APPS, SERVICES, repoRoot } from './apps';
import {
  composeValidator,
  environmentOf,
  interpolate,
  loadCompose,
  loadComposeRaw,
  publishedTargets,
  references,
  type ComposeFile,
} from './load-compose';

const SECRET_KEY = /(SECRET|PASSWORD|PASSWD|_PASS$|TOKEN|API_KEY|PRIVATE_KEY|CREDENTIALS)/i;
/** `${NAME:?message}` or `${NAME?message}` and nothing else: required, no default value. */
const REQUIRED_REF = /^\$\{[A-Za-z_][A-Za-z0-9_]*:?\?[^}]*\}$/;

function allStrings(node: unknown, at = ''): Array<{ at: string; value: string }> {
  if (typeof node === 'string') return [{ at, value: node }];
  if (Array.isArray(node)) return node.flatMap((v, i) => allStrings(v, `${at}[${i}]`));
  if (node && typeof node === 'object') return Object.entries(node).flatMap(([k, v]) => allStrings(v, at ? `${at}.${k}` : k));
  return [];
}

describe('docker-compose.yml', () => {
  let raw: ComposeFile;
  let compose: ComposeFile;

  beforeAll(() => {
    raw = loadComposeRaw();
    compose = loadCompose();
  });

  it('every ${...} expression is well-formed', () => {
    const bad: string[] = [];
    for (const { at, value } of allStrings(raw)) {
      try {
        references(value);
      } catch (error) {
        bad.push(`${at}: ${(error as Error).message}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('validates against the compose spec JSON schema (after interpolation)', () => {
    const validate = composeValidator();
    const ok = validate(compose);
    const problems = (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`);
    expect(problems).toEqual([]);
    expect(ok).toBe(true);
  });

  it('has a service for every app, built from deploy/Dockerfile with APP set to its name', () => {
    for (const app of COMPOSE_APPS) {
      const service = compose.services[app];
      expect({ app, defined: Boolean(service) }).toEqual({ app, defined: true });
      expect({ app, build: service.build }).toEqual({
        app,
        build: expect.objectContaining({ context: '.', dockerfile: 'deploy/Dockerfile', args: expect.objectContaining({ APP: app }) }),
      });
    }
  });

  it('runs postgres:15, rabbitmq:3-management and redis:7', () => {
    expect(compose.services.postgres?.image).toBe('postgres:15');
    expect(compose.services.rabbitmq?.image).toBe('rabbitmq:3-management');
    expect(compose.services.redis?.image).toBe('redis:7');
  });

  it('publishes RabbitMQ 5672 and its management UI 15672, the gateway 3000, google-stand-in 4000', () => {
    expect(publishedTargets(compose.services.rabbitmq)).toEqual(expect.arrayContaining([5672, 15672]));
    expect(publishedTargets(compose.services.gateway)).toContain(3000);
    expect(publishedTargets(compose.services['google-stand-in'])).toContain(4000);
  });

  it('mounts the Postgres init SQL, and every bind-mounted host path exists', () => {
    const mounts: string[] = compose.services.postgres.volumes ?? [];
    expect(mounts.some((m) => String(m).startsWith('./deploy/postgres/init/01-schemas-and-roles.sql:'))).toBe(true);
    for (const [name, service] of Object.entries(compose.services)) {
      for (const volume of service.volumes ?? []) {
        const source = typeof volume === 'string' ? volume.split(':')[0] : volume.source;
        if (source.startsWith('.') || source.startsWith('/')) {
          expect({ service: name, source, exists: fs.existsSync(path.resolve(repoRoot, source)) }).toEqual({ service: name, source, exists: true });
        } else {
          expect({ service: name, namedVolume: source, declared: Boolean(compose.volumes && source in compose.volumes) }).toEqual({
            service: name,
            namedVolume: source,
            declared: true,
          });
        }
      }
    }
  });

  it('gives every service a healthcheck and makes depends_on wait for healthy services that exist', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect({ service: name, healthcheck: Boolean(service.healthcheck?.test) }).toEqual({ service: name, healthcheck: true });
      const deps = service.depends_on ?? {};
      expect({ service: name, dependsOnIsMap: !Array.isArray(deps) }).toEqual({ service: name, dependsOnIsMap: true });
      for (const [dep, spec] of Object.entries<any>(deps)) {
        expect({ service: name, dep, exists: dep in compose.services }).toEqual({ service: name, dep, exists: true });
        expect({ service: name, dep, condition: spec.condition }).toEqual({ service: name, dep, condition: 'service_healthy' });
      }
    }
    for (const { app } of SERVICES) {
      expect(Object.keys(compose.services[app].depends_on ?? {}).sort()).toEqual(['postgres', 'rabbitmq', 'redis']);
    }
  });

  it('wires the environment each app reads', () => {
    const common = ['NODE_ENV', 'LOG_LEVEL', 'RABBITMQ_URL', 'REDIS_URL', 'RMQ_QUEUE_PREFIX', 'RPC_TIMEOUT_MS'];
    const serviceKeys = ['DATABASE_URL', 'PROBE_PORT', 'RMQ_PREFETCH', 'RMQ_DELIVERY_LIMIT', 'MIGRATE_ON_START', 'JOB_CONCURRENCY'];
    const gatewayKeys = ['PORT', 'SESSION_SECRET', 'WEB_DIST_DIR', 'PUBLIC_URL', 'CORS_ORIGINS', 'RATE_LIMIT_PER_MINUTE'];
    const gatewayEnv = environmentOf(compose.services.gateway);
    expect(Object.keys(gatewayEnv)).toEqual(expect.arrayContaining([...common, ...gatewayKeys]));
    expect(gatewayEnv.PORT).toBe('3000');
    for (const { app, schema, probePort } of SERVICES) {
      const env = environmentOf(compose.services[app]);
      expect({ app, keys: Object.keys(env) }).toEqual({ app, keys: expect.arrayContaining([...common, ...serviceKeys]) });
      expect({ app, PROBE_PORT: env.PROBE_PORT }).toEqual({ app, PROBE_PORT: String(probePort) });
      expect({ app, DATABASE_URL: env.DATABASE_URL }).toEqual({ app, DATABASE_URL: expect.stringMatching(new RegExp(`^postgres://hookline_${schema}:[^@]+@postgres:5432/`)) });
      expect({ app, RABBITMQ_URL: env.RABBITMQ_URL }).toEqual({ app, RABBITMQ_URL: expect.stringMatching(/^amqps?:\/\/[^@]+@rabbitmq:5672/) });
      expect({ app, REDIS_URL: env.REDIS_URL }).toEqual({ app, REDIS_URL: expect.stringMatching(/^rediss?:\/\/[^@]*@redis:6379/) });
    }
  });

  describe('no literal secrets', () => {
    it('SESSION_SECRET comes from ${SESSION_SECRET:?...} (required, no default)', () => {
      expect(environmentOf(raw.services.gateway).SESSION_SECRET).toMatch(/^\$\{SESSION_SECRET:?\?[^}]*\}$/);
    });

    it('every secret-like environment variable is a required ${VAR:?...} reference', () => {
      const literal: string[] = [];
      for (const [name, service] of Object.entries(raw.services)) {
        for (const [key, value] of Object.entries(environmentOf(service))) {
          if (SECRET_KEY.test(key) && value !== null && !REQUIRED_REF.test(value)) literal.push(`${name}.environment.${key}=${value}`);
        }
      }
      expect(literal).toEqual([]);
    });

    it('every password inside a URL is a required ${VAR:?...} reference', () => {
      const literal: string[] = [];
      for (const { at, value } of allStrings(raw)) {
        for (const m of value.matchAll(/[a-z][a-z0-9+.-]*:\/\/([^/@\s]*)@/gi)) {
          const userinfo = m[1];
          const colon = userinfo.indexOf(':');
          if (colon < 0) continue;
          const password = userinfo.slice(colon + 1);
          if (!REQUIRED_REF.test(password)) literal.push(`${at}: ${value}`);
        }
      }
      expect(literal).toEqual([]);
    });

    it('defaults (${VAR:-x}) never supply a secret', () => {
      const found: string[] = [];
      for (const { at, value } of allStrings(raw)) {
        for (const ref of references(value)) {
          if (SECRET_KEY.test(ref.name) && (ref.op === ':-' || ref.op === '-')) found.push(`${at}: ${value}`);
        }
      }
      expect(found).toEqual([]);
    });

    it('fills a secret from the environment when given (interpolation sanity check)', () => {
      const withEnv = interpolate(raw, { SESSION_SECRET: 'from-the-env-file-0123456789abcdef' });
      expect(environmentOf(withEnv.services.gateway).SESSION_SECRET).toBe('from-the-env-file-0123456789abcdef');
    });
  });
});
