// `npm start`: build, then run the six services and the gateway (which serves the SPA) on
// http://localhost:3000. Ctrl-C stops every process it started.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkInfra, describeMissing } from './infra.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
process.chdir(root);
const SERVICES = ['auth', 'video', 'credits', 'profile', 'ideas', 'scripts'];
const port = Number(process.env.PORT ?? 3000);

const missing = await checkInfra();
if (missing.length) {
  console.error(`[hookline] cannot start: a local service is not running.\n${describeMissing(missing)}`);
  process.exit(1);
}

console.log('[hookline] building (cached after the first run)...');
const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--parallel=2', '--outputStyle=static'], { stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false' } });
if (build.status !== 0) process.exit(build.status ?? 1);

// A per-checkout secret for local sessions, never committed (.tools/ is ignored).
const secretsFile = path.join(root, '.tools', 'dev-secrets.json');
if (!existsSync(secretsFile)) {
  mkdirSync(path.dirname(secretsFile), { recursive: true });
  writeFileSync(secretsFile, JSON.stringify({ SESSION_SECRET: randomBytes(32).toString('base64url') }), { mode: 0o600 });
}
const devSecrets = JSON.parse(readFileSync(secretsFile, 'utf8'));
const baseEnv = { NODE_ENV: 'development', ...devSecrets, ...process.env, PORT: String(port) };

const children = new Map();
let stopping = false;

function launch(name, entry) {
  const child = spawn(process.execPath, ['--enable-source-maps', entry], { env: baseEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}]`.padEnd(10);
  for (const stream of [child.stdout, child.stderr]) {
    let buffer = '';
    stream.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop();
      for (const line of lines) if (line) process.stdout.write(`${prefix} ${line}\n`);
    });
  }
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!stopping) {
      console.error(`[hookline] ${name} stopped unexpectedly (${signal ?? `exit ${code}`}); stopping everything.`);
      void stop(1);
    }
  });
  children.set(name, child);
  return child;
}

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\n[hookline] stopping...');
  for (const child of children.values()) child.kill('SIGTERM');
  const deadline = Date.now() + 10_000;
  while (children.size && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  for (const child of children.values()) child.kill('SIGKILL');
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

for (const service of SERVICES) launch(service, `dist/apps/${service}-service/apps/${service}-service/src/main.js`);
launch('gateway', 'dist/apps/gateway/apps/gateway/src/main.js');

// Ready when every service answers the gateway's health fan-out.
const deadline = Date.now() + 90_000;
while (!stopping) {
  try {
    const res = await fetch(`http://localhost:${port}/api/health`);
    if (res.ok) break;
  } catch {
    // not listening yet
  }
  if (Date.now() > deadline) {
    console.error('[hookline] the stack did not become healthy within 90 s; see the logs above.');
    await stop(1);
  }
  await new Promise((r) => setTimeout(r, 500));
}
console.log(`\n[hookline] Hookline is running at http://localhost:${port}  (API health: /api/health, API docs: /api/docs). Ctrl-C stops it.\n`);
