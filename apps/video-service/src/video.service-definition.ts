import type { ServiceDefinition } from '@hookline/server-runtime';
import { VideoServiceEnv } from './config/env.schema';
import { entities } from './database/entities';
import { migrations } from './database/migrations';

export const videoServiceDefinition: ServiceDefinition<VideoServiceEnv> = {
  service: 'video',
  envSchema: VideoServiceEnv,
  entities,
  migrations,
  imports: () => [],
};
