// Checks that PostgreSQL, RabbitMQ and Redis answer, and says how to start the ones that don't.
import net from 'node:net';

export const INFRA = [
  {
    name: 'PostgreSQL',
    env: 'DATABASE_URL',
    url: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/hookline',
    defaultPort: 5432,
    start: "pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start   (or: docker compose up -d postgres)",
  },
  {
    name: 'RabbitMQ',
    env: 'RABBITMQ_URL',
    url: process.env.RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672',
    defaultPort: 5672,
    start: 'rabbitmq-server -detached   (or: docker compose up -d rabbitmq)',
  },
  {
    name: 'Redis',
    env: 'REDIS_URL',
    url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    defaultPort: 6379,
    start: 'redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no   (or: docker compose up -d redis)',
  },
];

function reachable(host, port, timeoutMs = 2000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Returns the unreachable ones (empty when all answer). */
export async function checkInfra() {
  const results = await Promise.all(
    INFRA.map(async (dep) => {
      const url = new URL(dep.url);
      const port = Number(url.port || dep.defaultPort);
      return { ...dep, host: url.hostname, port, ok: await reachable(url.hostname, port) };
    }),
  );
  return results.filter((r) => !r.ok);
}

export function describeMissing(missing) {
  return missing
    .map((m) => `  - ${m.name} is not reachable at ${m.host}:${m.port} (${m.env}). Start it with:\n      ${m.start}`)
    .join('\n');
}
