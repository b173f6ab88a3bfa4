import fs from 'node:fs';
import path from 'node:path';
import { SERVICES, repoRoot } from './apps';

const sqlPath = path.join(repoRoot, 'deploy', 'postgres', 'init', '01-schemas-and-roles.sql');

/** The SQL without -- comments, so that documentation cannot satisfy (or fail) a check. */
function code(): string {
  return fs
    .readFileSync(sqlPath, 'utf8')
    .split('\n')
    .map((l) => l.replace(/--.*$/, ''))
    .join('\n');
}

describe('deploy/postgres/init/01-schemas-and-roles.sql', () => {
  const sql = code();

  it('names every service schema (roles are hookline_<schema>)', () => {
    const array = /ARRAY\s*\[([^\]]*)\]/i.exec(sql)?.[1] ?? '';
    const names = [...array.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]);
    expect(names.sort()).toEqual(SERVICES.map((s) => s.schema).sort());
    expect(sql).toMatch(/'hookline_'\s*\|\|\s*svc/);
  });

  it('is idempotent: checks pg_roles before CREATE ROLE, CREATE SCHEMA IF NOT EXISTS', () => {
    expect(sql).toMatch(/IF NOT EXISTS\s*\(\s*SELECT 1 FROM pg_roles WHERE rolname\s*=/i);
    expect(sql).toMatch(/CREATE ROLE %I LOGIN/i);
    expect(sql).toMatch(/CREATE SCHEMA IF NOT EXISTS %I AUTHORIZATION %I/i);
    expect(sql).not.toMatch(/^\s*CREATE (ROLE|USER|SCHEMA)\s+(?!IF NOT EXISTS)\w/im); // no unguarded top-level CREATE
  });

  it('gives each role its own schema only, sets search_path, and locks down public', () => {
    expect(sql).toMatch(/REVOKE ALL ON SCHEMA %I FROM PUBLIC/i);
    expect(sql).toMatch(/GRANT USAGE, CREATE ON SCHEMA %I TO %I/i);
    expect(sql).toMatch(/ALTER ROLE %I SET search_path = %I/i);
    expect(sql).toMatch(/REVOKE CREATE ON SCHEMA public FROM PUBLIC/i);
    expect(sql).toMatch(/NOSUPERUSER NOCREATEDB NOCREATEROLE/i);
  });

  it('keeps passwords out: only psql variables, one per role', () => {
    expect(sql).not.toMatch(/PASSWORD\s+'/i);
    expect(sql).not.toMatch(/PASSWORD\s+\$\$/i);
    for (const { schema } of SERVICES) {
      expect(sql).toContain(`\\if :{?${schema}_password}`);
      expect(sql).toContain(`'hookline_${schema}', :'${schema}_password'`);
    }
  });
});
