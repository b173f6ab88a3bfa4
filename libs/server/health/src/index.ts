export * from './dependency-checks';
export * from './probe-server';
export * from './health-ping.controller';
