import type { ServiceDefinition } from '@hookline/server-runtime';
import { ScriptsServiceEnv } from './config/env.schema';
import { entities } from './database/entities';
import { migrations } from './database/migrations';

export const scriptsServiceDefinition: ServiceDefinition<ScriptsServiceEnv> = {
  service: 'scripts',
  envSchema: ScriptsServiceEnv,
  entities,
  migrations,
  imports: () => [],
};
