export * from './service-definition';
export * from './service-core.module';
export * from './service-lifecycle';
export * from './create-service-app';
