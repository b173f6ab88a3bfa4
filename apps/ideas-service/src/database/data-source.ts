import { loadConfig } from '@hookline/server-config';
import { createServiceDataSource } from '@hookline/server-database';
import { IdeasServiceEnv } from '../config/env.schema';
import { entities } from './entities';
import { migrations } from './migrations';

/** For the TypeORM CLI (e.g. `typeorm migration:show -d dist/.../data-source.js`). */
export default createServiceDataSource({ service: 'ideas', url: loadConfig(IdeasServiceEnv).DATABASE_URL, entities, migrations });
