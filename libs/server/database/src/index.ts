export * from './service-data-source';
export * from './migration-runner';
export * from './ensure-database';
