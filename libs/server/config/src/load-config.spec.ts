import { ConfigError, loadConfig } from './load-config';
import { ServiceEnv } from './service-env';

describe('loadConfig', () => {
  it('uses local defaults and converts numbers and booleans', () => {
    const config = loadConfig(ServiceEnv, { RMQ_PREFETCH: '32', MIGRATE_ON_START: 'false' });
    expect(config.RMQ_PREFETCH).toBe(32);
    expect(config.MIGRATE_ON_START).toBe(false);
    expect(config.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/hookline');
  });

  it('names every bad variable, never its value', () => {
    let error: unknown;
    try {
      loadConfig(ServiceEnv, { DATABASE_URL: 'mysql://secret-password@db', RMQ_PREFETCH: 'lots', MIGRATE_ON_START: 'maybe' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain('DATABASE_URL: must be a postgres or postgresql URL');
    expect(message).toContain('RMQ_PREFETCH');
    expect(message).toContain('MIGRATE_ON_START');
    expect(message).not.toContain('secret-password');
  });

  it('requires the connection URLs to be set explicitly in production', () => {
    expect(() => loadConfig(ServiceEnv, { NODE_ENV: 'production' })).toThrow(/DATABASE_URL: is required when NODE_ENV=production/);
  });
});
