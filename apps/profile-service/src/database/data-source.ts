import { loadConfig } from '@hookline/server-config';
import { createServiceDataSource } from '@hookline/server-database';
import { ProfileServiceEnv } from '../config/env.schema';
import { entities } from './entities';
import { migrations } from './migrations';

/** For the TypeORM CLI (e.g. `typeorm migration:show -d dist/.../data-source.js`). */
export default createServiceDataSource({ service: 'profile', url: loadConfig(ProfileServiceEnv).DATABASE_URL, entities, migrations });
