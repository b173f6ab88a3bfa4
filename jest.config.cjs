// Three jest projects: unit (no infrastructure), integration and contract (real PostgreSQL,
// RabbitMQ and Redis named by DATABASE_URL / RABBITMQ_URL / REDIS_URL; no Docker here).
const { swcOptions, jestModuleNameMapper } = require('./tools/build/swc-options.cjs');

const common = {
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': ['@swc/jest', { ...swcOptions({ rewritePaths: false }), swcrc: false }] },
  moduleNameMapper: jestModuleNameMapper(),
  moduleFileExtensions: ['ts', 'js', 'json'],
  setupFiles: ['reflect-metadata'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/apps/web/', '/.tools/'],
};

module.exports = {
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/{apps,libs,tools}/**/*.spec.ts'] },
    { ...common, displayName: 'integration', testMatch: ['<rootDir>/{apps,libs}/**/test/integration/**/*.int-spec.ts', '<rootDir>/e2e/**/*.int-spec.ts'], slowTestThreshold: 30 },
    { ...common, displayName: 'contract', testMatch: ['<rootDir>/{apps,libs}/**/test/contract/**/*.contract-spec.ts'] },
  ],
};
