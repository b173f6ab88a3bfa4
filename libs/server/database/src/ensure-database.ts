import { Client } from 'pg';

/** Runs `work` on a connection to the server's `postgres` database, for creating or dropping others. */
async function withAdminClient<T>(url: string, work: (client: Client, name: string) => Promise<T>): Promise<T> {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    return await work(client, name);
  } finally {
    await client.end();
  }
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Creates the database named in the URL when it does not exist (local dev and tests only). */
export function ensureDatabaseExists(url: string): Promise<boolean> {
  return withAdminClient(url, async (client, name) => {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount) return false;
    try {
      await client.query(`CREATE DATABASE ${quoted(name)}`);
    } catch (error) {
      if ((error as { code?: string }).code !== '42P04') throw error; // created concurrently
    }
    return true;
  });
}

/** Drops the database named in the URL, closing its connections (tests' throwaway databases). */
export function dropDatabase(url: string): Promise<void> {
  return withAdminClient(url, async (client, name) => {
    await client.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`);
  });
}
