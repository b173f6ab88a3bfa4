import { loadConfig } from '@hookline/server-config';
import { createServiceDataSource } from '@hookline/server-database';
import { VideoServiceEnv } from '../config/env.schema';
import { entities } from './entities';
import { migrations } from './migrations';

/** For the TypeORM CLI (e.g. `typeorm migration:show -d dist/.../data-source.js`). */
export default createServiceDataSource({ service: 'video', url: loadConfig(VideoServiceEnv).DATABASE_URL, entities, migrations });
