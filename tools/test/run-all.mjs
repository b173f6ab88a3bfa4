// `npm test`: every check and suite, in order, then one closing line `N passed, N failed`.
// Build, lint, typecheck and the OpenAPI drift check count as one test each; jest and vitest
// count their own tests.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkInfra, describeMissing } from '../dev/infra.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
process.chdir(root);
const env = { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', FORCE_COLOR: process.env.CI ? '0' : process.env.FORCE_COLOR };
const tmp = path.join(root, 'tmp', 'test-results');
rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });

const results = [];
function run(label, cmd, args) {
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { stdio: 'inherit', env });
  console.log(`=== ${label}: ${res.status === 0 ? 'ok' : `FAILED (exit ${res.status ?? res.signal})`} in ${Math.round((Date.now() - started) / 1000)} s`);
  return res.status === 0;
}
function check(label, cmd, args) {
  const ok = run(label, cmd, args);
  results.push({ label, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
  return ok;
}
function suite(label, cmd, args, reportFile) {
  const ok = run(label, cmd, args);
  let passed = 0;
  let failed = 0;
  try {
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    passed = report.numPassedTests;
    failed = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  } catch {
    failed = 1; // no report: the runner itself failed
  }
  if (!ok && failed === 0) failed = 1;
  results.push({ label, passed, failed });
}

const missing = await checkInfra();
if (missing.length) {
  console.error(`Local services are needed by the integration and contract tests:\n${describeMissing(missing)}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const nx = (target) => ['nx', 'run-many', '-t', target, '--parallel=2', '--outputStyle=static'];
const built = check('build', 'npx', nx('build'));
check('lint', 'npx', nx('lint'));
check('typecheck', 'npx', nx('typecheck'));
if (built) {
  const generated = path.join(tmp, 'gateway.openapi.json');
  const wrote = run('openapi (generate)', process.execPath, ['dist/apps/gateway/apps/gateway/src/main.js', '--write-openapi', generated]);
  const same = wrote && readFileSync(generated, 'utf8') === readFileSync('openapi/gateway.openapi.json', 'utf8');
  if (wrote && !same) console.error('openapi/gateway.openapi.json is out of date: run `npm run openapi` and commit it.');
  results.push({ label: 'openapi drift', passed: same ? 1 : 0, failed: same ? 0 : 1 });
}
suite('jest (unit, integration, contract)', 'npx', ['jest', '--ci', '--maxWorkers=2', '--json', `--outputFile=${tmp}/jest.json`], `${tmp}/jest.json`);
suite('vitest (web)', 'npx', ['vitest', 'run', '--config', 'apps/web/vite.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${tmp}/vitest.json`], `${tmp}/vitest.json`);

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log('\nSummary:');
for (const r of results) console.log(`  ${r.failed ? 'FAIL' : 'ok  '} ${r.label}: ${r.passed} passed, ${r.failed} failed`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
