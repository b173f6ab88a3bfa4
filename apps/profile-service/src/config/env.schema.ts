import { ServiceEnv } from '@hookline/server-config';
import { IsInt, Max, Min } from 'class-validator';

export class ProfileServiceEnv extends ServiceEnv {
  @IsInt()
  @Min(0)
  @Max(65535)
  override PROBE_PORT = 9104;
}
