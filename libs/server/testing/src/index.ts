export * from './test-env';
export * from './service-harness';
export * from './session-cookie';
export * from './service-contract';
