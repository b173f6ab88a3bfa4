export * from './platform/service-names';
export * from './platform/rpc-error';
export * from './platform/health-ping';
export * from './jobs/job-status';
