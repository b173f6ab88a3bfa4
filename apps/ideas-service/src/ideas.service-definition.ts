import type { ServiceDefinition } from '@hookline/server-runtime';
import { IdeasServiceEnv } from './config/env.schema';
import { entities } from './database/entities';
import { migrations } from './database/migrations';

export const ideasServiceDefinition: ServiceDefinition<IdeasServiceEnv> = {
  service: 'ideas',
  envSchema: IdeasServiceEnv,
  entities,
  migrations,
  imports: () => [],
};
