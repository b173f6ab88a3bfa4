import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './apps';

interface Instruction {
  op: string;
  args: string;
  line: number;
}
interface Stage {
  from: string;
  name?: string;
  instructions: Instruction[];
}

/** Dockerfile instructions (comments dropped, `\` continuations joined), grouped into stages. */
function parseDockerfile(text: string): { globalArgs: Instruction[]; stages: Stage[] } {
  const instructions: Instruction[] = [];
  let buffer = '';
  let start = 0;
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!buffer && (line === '' || line.startsWith('#'))) return;
    if (buffer && line.startsWith('#')) return;
    if (!buffer) start = i + 1;
    buffer += (buffer ? ' ' : '') + line.replace(/\\$/, '').trim();
    if (!line.endsWith('\\')) {
      const m = /^(\S+)\s*(.*)$/.exec(buffer)!;
      instructions.push({ op: m[1].toUpperCase(), args: m[2], line: start });
      buffer = '';
    }
  });
  const globalArgs: Instruction[] = [];
  const stages: Stage[] = [];
  for (const ins of instructions) {
    if (ins.op === 'FROM') {
      const m = /^(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?/i.exec(ins.args)!;
      stages.push({ from: m[1], name: m[2], instructions: [] });
    } else if (stages.length) stages[stages.length - 1].instructions.push(ins);
    else globalArgs.push(ins);
  }
  return { globalArgs, stages };
}

const dockerfilePath = path.join(repoRoot, 'deploy', 'Dockerfile');
const dockerignorePath = path.join(repoRoot, '.dockerignore');

describe('deploy/Dockerfile', () => {
  const { globalArgs, stages } = parseDockerfile(fs.readFileSync(dockerfilePath, 'utf8'));
  const final = stages[stages.length - 1];
  const all = stages.flatMap((s) => s.instructions);

  it('is multi-stage on node:24-bookworm-slim', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    // FROM ${NODE_IMAGE}: resolve with the ARG defaults declared before the first FROM.
    const defaults: Record<string, string> = {};
    for (const a of globalArgs.filter((i) => i.op === 'ARG')) {
      const [name, value = ''] = a.args.split('=');
      defaults[name.trim()] = value.trim();
    }
    const images = stages.map((s) => s.from.replace(/\$\{(\w+)\}/g, (_, name: string) => defaults[name] ?? ''));
    const external = images.filter((image) => !stages.some((s) => s.name === image));
    expect(external.length).toBeGreaterThan(0);
    for (const image of external) expect(image).toBe('node:24-bookworm-slim');
  });

  it('runs the final stage as a non-root USER', () => {
    const users = final.instructions.filter((i) => i.op === 'USER');
    expect(users.length).toBeGreaterThan(0);
    const user = users[users.length - 1].args.split(':')[0].trim();
    expect(['', 'root', '0']).not.toContain(user);
    // Nothing after the USER switches back.
    const lastUserIndex = final.instructions.lastIndexOf(users[users.length - 1]);
    expect(final.instructions.slice(lastUserIndex + 1).filter((i) => i.op === 'USER')).toEqual([]);
  });

  it('takes the app from ARG APP and starts dist/apps/${APP}/apps/${APP}/src/main.js with node', () => {
    expect(final.instructions.some((i) => i.op === 'ARG' && /^APP(=|$)/.test(i.args))).toBe(true);
    const start = final.instructions.filter((i) => i.op === 'ENTRYPOINT' || i.op === 'CMD').map((i) => i.args).join(' ');
    expect(start).toMatch(/node/);
    expect(start).toContain('dist/apps/${APP}/apps/${APP}/src/main.js');
    // Arguments given to the container (the Kubernetes Job's args: ["--migrate"]) reach node.
    const entrypoint = final.instructions.filter((i) => i.op === 'ENTRYPOINT').pop();
    expect(entrypoint?.args ?? '').toContain('\\"$@\\"');
    // APP reaches the final stage's environment, so the entrypoint can expand it at run time.
    expect(final.instructions.some((i) => i.op === 'ENV' && /\bAPP=\$\{?APP\}?/.test(i.args))).toBe(true);
  });

  it('installs with npm install (not npm ci), builds with nx and prunes dev dependencies', () => {
    const runs = all.filter((i) => i.op === 'RUN').map((i) => i.args);
    expect(runs.some((r) => /npm install\b.*--no-audit/.test(r) && /--no-fund/.test(r))).toBe(true);
    expect(runs.filter((r) => /\bnpm ci\b/.test(r))).toEqual([]);
    expect(runs.some((r) => /nx run-many -t build/.test(r))).toBe(true);
    expect(runs.some((r) => /npm prune --omit=dev/.test(r))).toBe(true);
  });

  it('gives the gateway image the SPA (dist/apps/web)', () => {
    expect(all.some((i) => /dist\/apps\/web/.test(i.args) && /gateway/.test(i.args))).toBe(true);
  });

  it('COPY sources from the build context exist and are not excluded by .dockerignore', () => {
    const ignored = fs
      .readFileSync(dockerignorePath, 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#') && !l.startsWith('!'));
    const contextCopies = all.filter((i) => i.op === 'COPY' && !/--from=/.test(i.args));
    for (const copy of contextCopies) {
      const parts = copy.args.split(/\s+/).filter((p) => !p.startsWith('--'));
      for (const source of parts.slice(0, -1)) {
        if (source === '.') continue;
        expect({ source, exists: fs.existsSync(path.join(repoRoot, source)) }).toEqual({ source, exists: true });
        const excludedBy = ignored.find((pattern) => source === pattern || source.startsWith(`${pattern.replace(/\/$/, '')}/`));
        expect({ source, excludedBy }).toEqual({ source, excludedBy: undefined });
      }
    }
  });
});

describe('.dockerignore', () => {
  it('keeps dependencies, build output, git data and env files out of the build context', () => {
    const lines = new Set(fs.readFileSync(dockerignorePath, 'utf8').split('\n').map((l) => l.trim()));
    for (const entry of ['node_modules', 'dist', '.git', '.env', '.env.*', '.tools', '.nx']) {
      expect({ entry, ignored: lines.has(entry) }).toEqual({ entry, ignored: true });
    }
  });
});
