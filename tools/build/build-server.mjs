// Builds one server app: its own sources plus the workspace libs it imports, compiled by swc
// into dist/<projectRoot>/ with the directory layout kept, so rewritten alias imports resolve.
// Usage: node tools/build/build-server.mjs apps/gateway
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';

const require = createRequire(import.meta.url);
const swc = require('@swc/core');
const { root, swcOptions, tsconfigPaths } = require('./swc-options.cjs');

const projectRoot = process.argv[2];
if (!projectRoot) {
  console.error('usage: build-server.mjs <projectRoot>');
  process.exit(2);
}

const aliasToDir = Object.fromEntries(
  Object.entries(tsconfigPaths()).map(([alias, [target]]) => [alias, path.dirname(target)]),
);
const isSource = (f) => f.endsWith('.ts') && !f.endsWith('.spec.ts') && !f.endsWith('.d.ts');

function listSources(dir) {
  const out = [];
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '__tests__' && entry.name !== 'test') out.push(...listSources(rel));
    } else if (isSource(entry.name)) out.push(rel);
  }
  return out;
}

// Collect the project's sources and, transitively, the sources of every lib they import.
const srcDirs = new Set([path.join(projectRoot, 'src')]);
const files = new Set();
const queue = [...srcDirs];
while (queue.length) {
  const dir = queue.shift();
  for (const file of listSources(dir)) {
    files.add(file);
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    for (const m of text.matchAll(/from\s+['"](@hookline\/[^'"]+)['"]/g)) {
      const libDir = aliasToDir[m[1]];
      if (libDir && !srcDirs.has(libDir)) {
        srcDirs.add(libDir);
        queue.push(libDir);
      }
    }
  }
}

const outRoot = path.join(root, 'dist', projectRoot);
fs.rmSync(outRoot, { recursive: true, force: true });
const options = swcOptions({ rewritePaths: true });
await Promise.all(
  [...files].map(async (file) => {
    const abs = path.join(root, file);
    const { code, map } = await swc.transformFile(abs, { ...options, filename: abs, sourceFileName: abs });
    const outFile = path.join(outRoot, file.replace(/\.ts$/, '.js'));
    fs.mkdirSync(path.dirname(outFile), { recursive: true });
    fs.writeFileSync(outFile, `${code}\n//# sourceMappingURL=${path.basename(outFile)}.map\n`);
    if (map) fs.writeFileSync(`${outFile}.map`, map);
  }),
);
console.log(`built ${projectRoot}: ${files.size} files from ${srcDirs.size} source folders -> ${path.relative(root, outRoot)}`);
