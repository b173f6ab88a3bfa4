import type { ServiceName } from '@hookline/contracts';
import type { ServiceEnv } from '@hookline/server-config';
import type { ModuleMetadata } from '@nestjs/common';
import type { ClassConstructor } from 'class-transformer';
import type { EntitySchema, MixedList } from 'typeorm';

/** Everything that makes one domain service different from the others. */
export interface ServiceDefinition<TEnv extends ServiceEnv = ServiceEnv> {
  service: ServiceName;
  envSchema: ClassConstructor<TEnv>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function>;
  /** The service's feature modules. */
  imports?: (config: TEnv) => NonNullable<ModuleMetadata['imports']>;
  /** Services this one sends requests or events to. */
  talksTo?: readonly ServiceName[];
}

export const SERVICE_CONFIG = Symbol('hookline:service-config');
export const APP_LOGGER = Symbol('hookline:app-logger');
