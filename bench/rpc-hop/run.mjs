// What one RabbitMQ request/response hop costs: the same small JSON GET, answered (a) inside the
// gateway and (b) by the credits service over RabbitMQ, both at a fixed offered rate.
//
//   bash tools/node/with-node24.sh node bench/rpc-hop/run.mjs [--duration 20] [--rate 500]
//        [--connections 20] [--warmup 5] [--probe 200] [--no-build] [--nodelay] [--json out.json]
//
// Starts credits-service and the gateway from dist/ as child processes (own queue prefix, own
// database hookline_bench), waits until both answer, warms up, then measures one route after the
// other with autocannon. Prints a table and the rpc − local difference against the targets.
// Never fails on timing: exit 0 when it ran, non-zero only when it could not run. Always stops
// the processes it started (also on Ctrl-C). See README.md beside this file.
import autocannon from 'autocannon';
import amqp from 'amqplib';
import { Redis } from 'ioredis';
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
process.chdir(root);

const TARGET_P50_MS = 3;
const TARGET_P99_MS = 15;
const SERVICES = ['auth', 'video', 'credits', 'profile', 'ideas', 'scripts'];
const ROUTES = [
  { name: 'local', path: '/api/health/live', what: 'answered inside the gateway' },
  { name: 'rpc', path: '/api/health/services/credits?deep=false', what: 'gateway -> RabbitMQ -> credits-service -> gateway' },
];

// ---------------------------------------------------------------------------------------------
// Options

const USAGE = `usage: node bench/rpc-hop/run.mjs [options]
  --duration <s>      measured seconds per route (default 20)
  --rate <n>          offered requests per second, autocannon overallRate (default 500)
  --connections <n>   HTTP connections (default 20)
  --warmup <s>        unmeasured seconds per route before measuring, same rate (default 5; 0 = none)
  --probe <n>         also time n requests one at a time per route, unloaded (default 200; 0 = skip)
  --port <n>          gateway port (default: a free port)
  --nodelay           diagnostic: preload nodelay.cjs into both processes (TCP_NODELAY on the AMQP
                      sockets; not how the product runs)
  --no-build          use dist/ as it is instead of building gateway + credits-service first
  --json <file>       also write the results as JSON
  --help`;

let args;
try {
  ({ values: args } = parseArgs({
    allowNegative: true,
    options: {
      duration: { type: 'string', default: '20' },
      rate: { type: 'string', default: '500' },
      connections: { type: 'string', default: '20' },
      warmup: { type: 'string', default: '5' },
      port: { type: 'string' },
      probe: { type: 'string', default: '200' },
      build: { type: 'boolean', default: true },
      nodelay: { type: 'boolean', default: false },
      json: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  }));
} catch (error) {
  console.error(`${error.message}\n${USAGE}`);
  process.exit(2);
}
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
function positive(name, value, { allowZero = false } = {}) {
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || (!allowZero && n === 0)) {
    console.error(`--${name} must be a ${allowZero ? 'non-negative' : 'positive'} number, got ${value}\n${USAGE}`);
    process.exit(2);
  }
  return n;
}
const opts = {
  duration: positive('duration', args.duration),
  rate: Math.round(positive('rate', args.rate)),
  connections: Math.round(positive('connections', args.connections)),
  warmup: positive('warmup', args.warmup, { allowZero: true }),
  probe: Math.round(positive('probe', args.probe, { allowZero: true })),
  port: args.port === undefined ? undefined : Math.round(positive('port', args.port)),
  build: args.build,
  nodelay: args.nodelay,
  json: args.json,
};

const runId = randomBytes(3).toString('hex');
const queuePrefix = `bench-rpchop-${runId}-`;
const RABBITMQ_URL = process.env.BENCH_RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/hookline_bench';

const log = (msg) => console.log(`[rpc-hop] ${msg}`);

// ---------------------------------------------------------------------------------------------
// Child processes: started here, always stopped here

const children = new Map(); // name -> { child, exited, tail }
let cleaningUp;

function startChild(name, entry, env) {
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const record = { child, tail: [], exitInfo: undefined };
  record.exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      record.exitInfo = { code, signal };
      resolve(record.exitInfo);
    });
    child.on('error', (error) => {
      record.tail.push(`spawn error: ${error.message}`);
      record.exitInfo = { code: null, signal: null, error };
      resolve(record.exitInfo);
    });
  });
  // Keep reading the pipes (a full pipe would stall the child) and keep the last lines for errors.
  for (const stream of [child.stdout, child.stderr]) {
    let buffer = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop();
      for (const line of lines) {
        if (!line) continue;
        record.tail.push(line);
        if (record.tail.length > 40) record.tail.shift();
      }
    });
  }
  children.set(name, record);
  return record;
}

const alive = (record) => record.exitInfo === undefined && record.child.exitCode === null && record.child.signalCode === null;

async function stopChildren() {
  const running = [...children.entries()].filter(([, r]) => alive(r));
  for (const [, r] of running) r.child.kill('SIGTERM');
  await Promise.all(
    running.map(async ([name, r]) => {
      const done = await Promise.race([r.exited, sleep(8000).then(() => 'timeout')]);
      if (done === 'timeout' && alive(r)) {
        log(`${name} did not stop within 8 s after SIGTERM; sending SIGKILL`);
        r.child.kill('SIGKILL');
        await Promise.race([r.exited, sleep(2000)]);
      }
    }),
  );
}

/** Removes what this run's prefix left on the broker and in Redis (best effort, local only). */
async function removeRunResources() {
  const deadline = (p) => Promise.race([p, sleep(5000).then(() => { throw new Error('timed out'); })]);
  try {
    await deadline(
      (async () => {
        const connection = await amqp.connect(RABBITMQ_URL);
        try {
          for (const service of SERVICES) {
            for (const queue of [`${queuePrefix}hookline.${service}`, `${queuePrefix}hookline.${service}.dead-letter`]) {
              const channel = await connection.createChannel();
              channel.on('error', () => {});
              try {
                await channel.deleteQueue(queue);
                await channel.close();
              } catch {
                // not declared in this run, or already gone
              }
            }
          }
        } finally {
          await connection.close().catch(() => {});
        }
      })(),
    );
  } catch (error) {
    log(`could not remove the run's RabbitMQ queues (${queuePrefix}*): ${error.message}`);
  }
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  redis.on('error', () => {});
  try {
    await deadline(
      (async () => {
        await redis.connect();
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `bull:${queuePrefix}*`, 'COUNT', 500);
          if (keys.length) await redis.del(...keys);
          cursor = next;
        } while (cursor !== '0');
      })(),
    );
  } catch (error) {
    log(`could not remove the run's Redis keys (bull:${queuePrefix}*): ${error.message}`);
  } finally {
    redis.disconnect();
  }
}

function cleanup() {
  cleaningUp ??= (async () => {
    if ([...children.values()].some(alive)) log('stopping child processes...');
    await stopChildren();
    if (children.size) await removeRunResources();
  })();
  return cleaningUp;
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (interrupted) {
      // Second signal: do not wait any longer.
      for (const r of children.values()) if (alive(r)) r.child.kill('SIGKILL');
      process.exit(130);
    }
    interrupted = true;
    log(`${signal} received; stopping`);
    void cleanup().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });
}
// Last resort if the event loop is leaving without cleanup having finished.
process.on('exit', () => {
  for (const r of children.values()) if (alive(r)) r.child.kill('SIGKILL');
});

class CannotRun extends Error {}

// ---------------------------------------------------------------------------------------------
// Helpers

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function httpGet(url, timeoutMs = 3000, agent = false) {
  return new Promise((resolve) => {
    const req = http.get(url, { timeout: timeoutMs, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode, body }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve({ status: 0, body: error.message }));
  });
}

function describeExit(name, record) {
  const { code, signal, error } = record.exitInfo ?? {};
  const how = error ? `could not be spawned (${error.message})` : `exited (code ${code}, signal ${signal})`;
  return `${name} ${how}. Its last output:\n${record.tail.map((l) => `  | ${l}`).join('\n') || '  | (none)'}`;
}

/** Polls until check() is true; fails early when one of the children has exited. */
async function waitUntil(label, check, timeoutMs) {
  const started = Date.now();
  let last;
  while (Date.now() - started < timeoutMs) {
    for (const [name, r] of children) if (!alive(r)) throw new CannotRun(`${label}: ${describeExit(name, r)}`);
    last = await check();
    if (last === true) return Date.now() - started;
    await sleep(250);
  }
  const tails = [...children].map(([n, r]) => `${n}:\n${r.tail.slice(-15).map((l) => `  | ${l}`).join('\n') || '  | (none)'}`);
  throw new CannotRun(`${label}: not ready after ${timeoutMs / 1000} s (last answer: ${last}).\n${tails.join('\n')}`);
}

/** Nearest-rank percentile of an ascending array. */
function percentile(sorted, q) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

function load(url, seconds, record) {
  return new Promise((resolve, reject) => {
    const samples = [];
    const rtts = [];
    const instance = autocannon(
      {
        url,
        // The rpc route reports the RabbitMQ round trip the gateway timed (rtt_ms); keep it.
        setupClient: record
          ? (client) =>
              client.on('body', (body) => {
                const m = /"rtt_ms":([0-9.]+)/.exec(body.toString());
                if (m) rtts.push(Number(m[1]));
              })
          : undefined,
        connections: opts.connections,
        overallRate: opts.rate,
        duration: seconds,
        timeout: 10,
        // The rate limiter runs per second, so autocannon's coordinated-omission correction would
        // assume a 1 ms expected interval and add synthetic 1 ms steps below every real sample.
        ignoreCoordinatedOmission: true,
      },
      (error, result) => (error ? reject(error) : resolve({ result, samples, rtts })),
    );
    // autocannon's own histogram keeps whole milliseconds; keep the exact times for percentiles.
    if (record) instance.on('response', (_client, _status, _bytes, responseTime) => samples.push(responseTime));
  });
}

/** n requests strictly one after the other over one keep-alive connection: the unloaded latency. */
async function probe(url, n) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times = [];
  try {
    for (let i = 0; i < n; i++) {
      const started = process.hrtime.bigint();
      const answer = await httpGet(url, 10_000, agent);
      if (answer.status !== 200) throw new CannotRun(`probe GET ${url} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  } finally {
    agent.destroy();
  }
  const sorted = Float64Array.from(times).sort();
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
}

// CPU accounting (Linux /proc; best effort, NaN elsewhere). 100 % = one core busy.
const CLK_TCK = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;

function processTicks(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime + stime
  } catch {
    return NaN;
  }
}

function machineTicks() {
  try {
    const f = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const total = f.slice(0, 8).reduce((a, b) => a + b, 0); // user..steal, without guest time
    return { busy: total - f[3] - f[4], total };
  } catch {
    return { busy: NaN, total: NaN };
  }
}

/** The local RabbitMQ node's process (beam.smp), to tell its CPU apart; undefined if not exactly one. */
function findBrokerPid() {
  try {
    const pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d) && readFileSafe(`/proc/${d}/comm`).trim() === 'beam.smp');
    return pids.length === 1 ? Number(pids[0]) : undefined;
  } catch {
    return undefined;
  }
}

function readFileSafe(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

let brokerPid;

function cpuSnapshot() {
  const tracked = [...children].map(([name, r]) => [name, r.child.pid]);
  if (brokerPid) tracked.push(['rabbitmq', brokerPid]);
  return {
    at: process.hrtime.bigint(),
    self: process.cpuUsage(),
    machine: machineTicks(),
    children: Object.fromEntries(tracked.map(([name, pid]) => [name, processTicks(pid)])),
  };
}

/** CPU use between two snapshots, in % of one core; `other` is the kernel's share not charged to
 *  these processes (softirq, ...) plus every other process on the machine. */
function cpuBetween(a, b) {
  const seconds = Number(b.at - a.at) / 1e9;
  const pct = (ticks) => (ticks / CLK_TCK / seconds) * 100;
  const out = {};
  for (const name of Object.keys(a.children)) out[name] = pct(b.children[name] - a.children[name]);
  out.loadgen = ((b.self.user - a.self.user + b.self.system - a.self.system) / 1e6 / seconds) * 100;
  const cores = os.cpus().length;
  const machineBusy = ((b.machine.busy - a.machine.busy) / (b.machine.total - a.machine.total)) * 100 * cores;
  out.other = machineBusy - Object.values(out).reduce((x, y) => x + y, 0);
  out.machine = machineBusy;
  out.cores = cores;
  return out;
}

const fmt = (n, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

/** A Markdown table; the first `textColumns` columns are left-aligned, the rest right-aligned. */
function table(header, rows, textColumns = 1) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const left = (i) => i < textColumns;
  const line = (cells) => `| ${cells.map((c, i) => (left(i) ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (left(i) ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

// ---------------------------------------------------------------------------------------------
// The run

async function main() {
  const gatewayEntry = 'dist/apps/gateway/apps/gateway/src/main.js';
  const creditsEntry = 'dist/apps/credits-service/apps/credits-service/src/main.js';

  if (opts.build) {
    for (const app of ['gateway', 'credits-service']) {
      const built = spawnSync(process.execPath, ['tools/build/build-server.mjs', `apps/${app}`], { cwd: root, stdio: 'inherit' });
      if (built.status !== 0) throw new CannotRun(`building apps/${app} failed (exit ${built.status ?? built.signal})`);
    }
  }
  for (const entry of [gatewayEntry, creditsEntry]) {
    if (!existsSync(entry)) throw new CannotRun(`${entry} is missing; build first or drop --no-build`);
  }

  let rabbitVersion = 'unknown';
  try {
    const connection = await amqp.connect(RABBITMQ_URL);
    rabbitVersion = String(connection.connection.serverProperties?.version ?? 'unknown');
    await connection.close();
  } catch (error) {
    throw new CannotRun(`RabbitMQ is not reachable at ${RABBITMQ_URL.replace(/\/\/[^@]*@/, '//')}: ${error.message}`);
  }

  brokerPid = findBrokerPid();
  // Other work on the machine skews every figure: measure how busy it is before starting.
  const idleStart = cpuSnapshot();
  await sleep(2000);
  const idle = cpuBetween(idleStart, cpuSnapshot());
  log(`machine before start: ${fmt(idle.machine, 0)} % busy of ${idle.cores * 100} %`);
  if (idle.machine > 20 * idle.cores) log(`WARNING: the machine is not idle (${fmt(idle.machine, 0)} %); the figures will be noisy`);

  const port = opts.port ?? (await freePort());
  const common = {
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    RMQ_QUEUE_PREFIX: queuePrefix,
    RABBITMQ_URL,
    REDIS_URL,
    ...(opts.nodelay
      ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${path.join(root, 'bench/rpc-hop/nodelay.cjs')}`.trim() }
      : {}),
  };
  if (opts.nodelay) log('diagnostic --nodelay: TCP_NODELAY forced on the AMQP sockets of both processes');
  log(`run ${runId}: queue prefix ${queuePrefix}, gateway on 127.0.0.1:${port}, database ${DATABASE_URL.replace(/^.*\//, '')}`);
  startChild('credits-service', creditsEntry, { ...common, DATABASE_URL, PROBE_PORT: '0' });
  startChild('gateway', gatewayEntry, {
    ...common,
    PORT: String(port),
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    RATE_LIMIT_PER_MINUTE: '10000000',
    WEB_DIST_DIR: '/nonexistent',
    PUBLIC_URL: `http://localhost:${port}`,
  });

  // LOG_LEVEL=warn hides the info-level "ready" lines, so readiness is what the routes answer:
  // the gateway when /api/health/live is 200, the service when its ping over RabbitMQ is 200.
  const base = `http://127.0.0.1:${port}`;
  const [local, rpc] = ROUTES;
  const gatewayMs = await waitUntil('waiting for the gateway', async () => (await httpGet(base + local.path)).status === 200 || 'not 200', 90_000);
  log(`gateway ready after ${(gatewayMs / 1000).toFixed(1)} s`);
  const serviceMs = await waitUntil('waiting for credits-service', async () => {
    const answer = await httpGet(base + rpc.path);
    return answer.status === 200 || `${answer.status} ${answer.body.slice(0, 120)}`;
  }, 120_000);
  log(`credits-service ready (answering over RabbitMQ) ${(serviceMs / 1000).toFixed(1)} s later`);

  for (const route of ROUTES) {
    const answer = await httpGet(base + route.path);
    if (answer.status !== 200) throw new CannotRun(`GET ${route.path} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
    log(`GET ${route.path} -> ${answer.status} ${answer.body}`);
  }

  const unloaded = {};
  if (opts.probe > 0) {
    for (const route of ROUTES) {
      await probe(base + route.path, Math.min(50, opts.probe)); // warm the path first
      unloaded[route.name] = await probe(base + route.path, opts.probe);
    }
    log(`unloaded (${opts.probe} requests one at a time): ${ROUTES.map((x) => `${x.name} p50 ${fmt(unloaded[x.name].p50)} / p99 ${fmt(unloaded[x.name].p99)} ms`).join(', ')}`);
  }

  const results = [];
  for (const route of ROUTES) {
    if (opts.warmup > 0) {
      log(`warm-up ${route.name}: ${opts.warmup} s at ${opts.rate} req/s`);
      await load(base + route.path, opts.warmup, false);
      await sleep(500);
    }
    log(`measuring ${route.name} (${route.path}): ${opts.duration} s at ${opts.rate} req/s, ${opts.connections} connections`);
    const before = cpuSnapshot();
    const { result, samples, rtts } = await load(base + route.path, opts.duration, true);
    const cpu = cpuBetween(before, cpuSnapshot());
    const sorted = Float64Array.from(samples).sort();
    const sortedRtt = Float64Array.from(rtts).sort();
    results.push({
      route: route.name,
      path: route.path,
      what: route.what,
      requests: samples.length,
      rps: samples.length / result.duration,
      p50: percentile(sorted, 0.5),
      p90: percentile(sorted, 0.9),
      p99: percentile(sorted, 0.99),
      max: sorted.length ? sorted[sorted.length - 1] : NaN,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count])),
      gatewayRtt: rtts.length ? { count: rtts.length, p50: percentile(sortedRtt, 0.5), p99: percentile(sortedRtt, 0.99) } : undefined,
      unloaded: unloaded[route.name],
      cpu,
      autocannon: { p50: result.latency.p50, p99: result.latency.p99, reqPerSecAvg: result.requests.average },
    });
    await sleep(1000);
  }

  const [l, r] = results;
  const d50 = r.p50 - l.p50;
  const d99 = r.p99 - l.p99;
  const met50 = d50 <= TARGET_P50_MS;
  const met99 = d99 <= TARGET_P99_MS;

  const cpu = os.cpus();
  console.log('');
  console.log(`rpc-hop  ${new Date().toISOString()}  node ${process.version}  ${cpu.length} CPUs (${cpu[0]?.model ?? '?'})  RabbitMQ ${rabbitVersion}`);
  console.log(`offered ${opts.rate} req/s, ${opts.connections} connections, ${opts.duration} s per route after ${opts.warmup} s warm-up; latency in ms${opts.nodelay ? '; DIAGNOSTIC --nodelay' : ''}`);
  console.log('');
  console.log(
    table(
      ['route', 'path', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'errors / non-2xx'],
      results.map((x) => [x.route, x.path, fmt(x.rps, 1), fmt(x.p50), fmt(x.p99), fmt(x.max, 1), `${x.errors} / ${x.non2xx}`]),
      2,
    ),
  );
  console.log('');
  console.log(
    table(
      ['rpc − local', 'measured ms', 'target ms', 'met'],
      [
        ['p50', fmt(d50), `≤ ${TARGET_P50_MS}`, met50 ? 'yes' : 'NO'],
        ['p99', fmt(d99), `≤ ${TARGET_P99_MS}`, met99 ? 'yes' : 'NO'],
      ],
    ),
  );
  console.log('');
  console.log(
    table(
      ['CPU % (100 = one core)', 'gateway', 'credits-service', 'rabbitmq', 'load generator', 'other', 'machine'],
      [
        ['before start (idle?)', '-', '-', fmt(idle.rabbitmq, 0), '-', fmt(idle.other + idle.loadgen, 0), `${fmt(idle.machine, 0)} of ${idle.cores * 100}`],
        ...results.map((x) => [
          `during ${x.route}`,
          fmt(x.cpu.gateway, 0),
          fmt(x.cpu['credits-service'], 0),
          fmt(x.cpu.rabbitmq, 0),
          fmt(x.cpu.loadgen, 0),
          fmt(x.cpu.other, 0),
          `${fmt(x.cpu.machine, 0)} of ${x.cpu.cores * 100}`,
        ]),
      ],
    ),
  );
  console.log('');
  if (r.gatewayRtt) {
    console.log(
      `inside the gateway, the RabbitMQ round trip (rtt_ms of the rpc answers, n=${r.gatewayRtt.count}): p50 ${fmt(r.gatewayRtt.p50)} ms, p99 ${fmt(r.gatewayRtt.p99)} ms`,
    );
  }
  if (l.unloaded && r.unloaded) {
    console.log(
      `unloaded, one request at a time (n=${opts.probe}): local p50 ${fmt(l.unloaded.p50)} / p99 ${fmt(l.unloaded.p99)} ms, rpc p50 ${fmt(r.unloaded.p50)} / p99 ${fmt(r.unloaded.p99)} ms, difference p50 ${fmt(r.unloaded.p50 - l.unloaded.p50)} / p99 ${fmt(r.unloaded.p99 - l.unloaded.p99)} ms`,
    );
  }
  for (const x of results) {
    if (x.non2xx || x.errors) console.log(`note: ${x.route} status codes ${JSON.stringify(x.statusCodes)}, errors ${x.errors} (timeouts ${x.timeouts})`);
    if (x.rps < opts.rate * 0.95) console.log(`note: ${x.route} achieved ${fmt(x.rps, 1)} req/s, below the offered ${opts.rate}`);
  }
  console.log(`targets ${met50 && met99 ? 'met' : 'NOT met'} (informational only; this script never fails on timing)`);

  if (opts.json) {
    writeFileSync(
      opts.json,
      `${JSON.stringify({ date: new Date().toISOString(), node: process.version, cpus: cpu.length, cpuModel: cpu[0]?.model, rabbitmq: rabbitVersion, options: opts, idleBefore: idle, results, delta: { p50: d50, p99: d99 }, targets: { p50: TARGET_P50_MS, p99: TARGET_P99_MS }, met: { p50: met50, p99: met99 } }, null, 2)}\n`,
    );
    log(`results written to ${opts.json}`);
  }
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  exitCode = 1;
  if (!interrupted) {
    console.error(`[rpc-hop] could not run: ${error instanceof CannotRun ? error.message : error?.stack ?? error}`);
    for (const [name, r] of children) if (!alive(r) && !error.message?.includes(`${name} exited`)) console.error(`[rpc-hop] ${describeExit(name, r)}`);
  }
}
if (!interrupted) {
  await cleanup();
  process.exit(exitCode);
}
