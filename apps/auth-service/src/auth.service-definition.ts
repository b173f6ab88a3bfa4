import type { ServiceDefinition } from '@hookline/server-runtime';
import { AuthServiceEnv } from './config/env.schema';
import { entities } from './database/entities';
import { migrations } from './database/migrations';

export const authServiceDefinition: ServiceDefinition<AuthServiceEnv> = {
  service: 'auth',
  envSchema: AuthServiceEnv,
  entities,
  migrations,
  imports: () => [],
};
