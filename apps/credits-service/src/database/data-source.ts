import { loadConfig } from '@hookline/server-config';
import { createServiceDataSource } from '@hookline/server-database';
import { CreditsServiceEnv } from '../config/env.schema';
import { entities } from './entities';
import { migrations } from './migrations';

/** For the TypeORM CLI (e.g. `typeorm migration:show -d dist/.../data-source.js`). */
export default createServiceDataSource({ service: 'credits', url: loadConfig(CreditsServiceEnv).DATABASE_URL, entities, migrations });
