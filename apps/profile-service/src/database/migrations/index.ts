import { PlatformTables1763700000000 } from './1763700000000-platform-tables';

/** In the order they run. */
export const migrations = [PlatformTables1763700000000];
