import { BaseEnv, IsServiceUrl } from '@hookline/server-config';
import { IsBoolean, IsInt, IsString, Matches, Max, Min, MinLength } from 'class-validator';

export class GatewayEnv extends BaseEnv {
  static override requiredInProduction = [...BaseEnv.requiredInProduction, 'PUBLIC_URL'];

  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  /** Signs the session cookie. No default: a missing secret must stop the gateway. */
  @IsString()
  @MinLength(32, { message: 'SESSION_SECRET must be at least 32 characters' })
  SESSION_SECRET!: string;

  /** Where the built SPA is; the gateway serves it at / with its client-side routes. */
  @IsString()
  WEB_DIST_DIR = 'dist/apps/web';

  @IsServiceUrl(['http', 'https'])
  PUBLIC_URL = 'http://localhost:3000';

  /** Comma-separated origins allowed to call the API with credentials (empty: same origin only). */
  @Matches(/^(https?:\/\/[^,\s]+)?(,https?:\/\/[^,\s]+)*$/, { message: 'must be a comma-separated list of http(s) origins' })
  CORS_ORIGINS = '';

  /** Requests per minute per client IP on the API (health and docs excluded). */
  @IsInt()
  @Min(1)
  RATE_LIMIT_PER_MINUTE = 600;

  @IsInt()
  @Min(100)
  @Max(30_000)
  HEALTH_PING_TIMEOUT_MS = 2_000;

  /** Set behind a reverse proxy so client IPs and secure cookies are seen correctly. */
  @IsBoolean()
  TRUST_PROXY = false;
}
