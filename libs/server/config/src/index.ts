export * from './load-config';
export * from './service-env';
export * from './service-url.validator';
