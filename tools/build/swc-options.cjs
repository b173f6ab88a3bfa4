// One swc configuration for server builds and jest, so tests run the code the build ships.
const path = require('node:path');
const fs = require('node:fs');

const root = path.resolve(__dirname, '../..');

function tsconfigPaths() {
  const base = JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.base.json'), 'utf8'));
  return base.compilerOptions.paths;
}

function swcOptions({ rewritePaths }) {
  return {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, dynamicImport: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2023',
      keepClassNames: true,
      ...(rewritePaths ? { baseUrl: root, paths: tsconfigPaths() } : {}),
    },
    module: { type: 'commonjs', ignoreDynamic: true },
    sourceMaps: true,
  };
}

/** jest moduleNameMapper entries for the workspace's path aliases. */
function jestModuleNameMapper() {
  const mapper = {};
  for (const [alias, [target]] of Object.entries(tsconfigPaths())) {
    mapper[`^${alias.replace(/[/\\^$.*+?()[\]{}|-]/g, '\\$&')}$`] = `<rootDir>/${target}`;
  }
  return mapper;
}

module.exports = { root, swcOptions, tsconfigPaths, jestModuleNameMapper };
