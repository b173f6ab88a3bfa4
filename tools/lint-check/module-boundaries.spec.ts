import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The architecture's import rules, proven by linting code that breaks them. ESLint runs as its
// own process (its config is ESM, which jest's module system cannot load).
const root = path.resolve(__dirname, '../..');

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const eslintBin = path.join(root, 'node_modules/eslint/bin/eslint.js');
  const run = spawnSync(process.execPath, [eslintBin, '--stdin', '--stdin-filename', filePath, '--format', 'json'], {
    cwd: root,
    input: code,
    encoding: 'utf8',
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  if (!run.stdout) throw new Error(`eslint did not run: ${run.stderr}`);
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string | null; message: string }[] }[];
  return result.messages.filter((m) => m.ruleId === '@nx/enforce-module-boundaries').map((m) => m.message);
}

describe('module boundaries', () => {
  jest.setTimeout(60_000);

  it('stops an app importing another app', async () => {
    const errors = await boundaryErrors('apps/gateway/src/boundary-probe.ts', "import { videoServiceDefinition } from '../../video-service/src/video.service-definition';\nexport const x = videoServiceDefinition;\n");
    expect(errors.length).toBeGreaterThan(0);
  });

  it('stops the SPA importing a server lib', async () => {
    const errors = await boundaryErrors('apps/web/src/boundary-probe.ts', "import { RpcErrors } from '@hookline/server-messaging';\nexport const x = RpcErrors;\n");
    expect(errors.join('\n')).toMatch(/scope:web|tagged with/);
  });

  it('stops contracts importing framework state', async () => {
    const errors = await boundaryErrors('libs/contracts/src/boundary-probe.ts', "import { Injectable } from '@nestjs/common';\nexport const x = Injectable;\n");
    expect(errors.join('\n')).toContain('@nestjs/common');
  });

  it('allows a service to use contracts and server libs', async () => {
    const errors = await boundaryErrors(
      'apps/video-service/src/boundary-probe.ts',
      "import { SERVICE_NAMES } from '@hookline/contracts';\nimport { RpcErrors } from '@hookline/server-messaging';\nexport const x = [SERVICE_NAMES, RpcErrors];\n",
    );
    expect(errors).toEqual([]);
  });
});
