import type { ServiceDefinition } from '@hookline/server-runtime';
import { ProfileServiceEnv } from './config/env.schema';
import { entities } from './database/entities';
import { migrations } from './database/migrations';

export const profileServiceDefinition: ServiceDefinition<ProfileServiceEnv> = {
  service: 'profile',
  envSchema: ProfileServiceEnv,
  entities,
  migrations,
  imports: () => [],
};
