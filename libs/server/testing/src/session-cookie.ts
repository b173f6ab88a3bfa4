import { randomUUID } from 'node:crypto';
import { sign } from 'cookie-signature';
import { Redis } from 'ioredis';

/**
 * Signs a user in the way the sign-in callback does: a session in the Redis store and the
 * signed cookie that names it. Returns the Cookie header value.
 */
export async function sessionCookieFor(env: NodeJS.ProcessEnv, userId: string): Promise<string> {
  const sid = randomUUID();
  const redis = new Redis(env.REDIS_URL!);
  try {
    const session = { cookie: { originalMaxAge: 3_600_000, httpOnly: true, path: '/', sameSite: 'lax' }, user: { id: userId } };
    await redis.set(`hookline:session:${sid}`, JSON.stringify(session), 'EX', 3600);
  } finally {
    redis.disconnect();
  }
  return `hookline.sid=${encodeURIComponent(`s:${sign(sid, env.SESSION_SECRET!)}`)}`;
}
