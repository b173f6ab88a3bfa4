import 'reflect-metadata';
import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { getMetadataStorage, validateSync } from 'class-validator';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Environment values are strings; a variable whose default is a number or boolean is converted
 * only when it plainly is one, so `PORT=abc` or `FLAG=maybe` fail validation instead of passing.
 */
function convertLike(defaultValue: unknown, raw: string): unknown {
  if (typeof defaultValue === 'number' && /^-?\d+(\.\d+)?$/.test(raw.trim())) return Number(raw);
  if (typeof defaultValue === 'boolean') {
    const v = raw.trim().toLowerCase();
    if (v === 'true' || v === '1') return true;
    if (v === 'false' || v === '0') return false;
  }
  return raw;
}

/** Variables that have local-dev defaults but must be set explicitly in production. */
export interface HasProductionRequirements {
  requiredInProduction?: readonly string[];
}

/**
 * Reads and validates the environment into a typed config object. Only the schema's own
 * keys are read; each problem names the variable (never its value, which may be a secret).
 */
export function loadConfig<T extends object>(
  schema: ClassConstructor<T> & HasProductionRequirements,
  env: NodeJS.ProcessEnv = process.env,
): T {
  const validated = getMetadataStorage()
    .getTargetValidationMetadatas(schema, '', true, false)
    .map((m) => m.propertyName);
  const declared = new Set([...Object.keys(new schema()), ...validated, ...(schema.requiredInProduction ?? [])]);
  const defaults = new schema() as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const key of declared) {
    const value = env[key];
    if (value !== undefined && value !== '') picked[key] = convertLike(defaults[key], value);
  }
  const config = plainToInstance(schema, picked, { exposeDefaultValues: true });
  const problems: string[] = [];
  if (env.NODE_ENV === 'production') {
    for (const key of schema.requiredInProduction ?? []) {
      if (picked[key] === undefined) problems.push(`${key}: is required when NODE_ENV=production`);
    }
  }
  for (const error of validateSync(config, { forbidUnknownValues: false })) {
    problems.push(`${error.property}: ${Object.values(error.constraints ?? {}).join('; ')}`);
  }
  if (problems.length) throw new ConfigError(problems);
  return config;
}

/** Prints why a process could not start, the way an operator needs it, and stops it. */
export function exitOnStartupError(error: unknown, app: string): never {
  if (error instanceof ConfigError) {
    process.stderr.write(`${JSON.stringify({ level: 'fatal', app, msg: error.message, problems: error.problems })}\n`);
    process.exit(78); // EX_CONFIG
  }
  const err = error as { message?: string; code?: string; address?: string; port?: number };
  const where = err.address ? ` (${err.address}:${err.port})` : '';
  process.stderr.write(`${JSON.stringify({ level: 'fatal', app, msg: `failed to start: ${err.message ?? String(error)}${where}`, code: err.code })}\n`);
  process.exit(1);
}
