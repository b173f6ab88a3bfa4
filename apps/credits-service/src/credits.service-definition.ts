import type { ServiceDefinition } from '@hookline/server-runtime';
import { CreditsServiceEnv } from './config/env.schema';
import { entities } from './database/entities';
import { migrations } from './database/migrations';

export const creditsServiceDefinition: ServiceDefinition<CreditsServiceEnv> = {
  service: 'credits',
  envSchema: CreditsServiceEnv,
  entities,
  migrations,
  imports: () => [],
};
