import path from 'node:path';

/** Repository root (this folder is tools/deploy-check). */
export const repoRoot = path.resolve(__dirname, '../..');

/** The six domain services: each has a database role/schema, a probe port and a migrate Job. */
export const SERVICES = [
  { app: 'auth-service', schema: 'auth', probePort: 9101 },
  { app: 'video-service', schema: 'video', probePort: 9102 },
  { app: 'credits-service', schema: 'credits', probePort: 9103 },
  { app: 'profile-service', schema: 'profile', probePort: 9104 },
  { app: 'ideas-service', schema: 'ideas', probePort: 9105 },
  { app: 'scripts-service', schema: 'scripts', probePort: 9106 },
] as const;

export const SERVICE_APPS: string[] = SERVICES.map((s) => s.app);

/** Every app that gets an image from deploy/Dockerfile and a docker compose service. */
export const COMPOSE_APPS: string[] = ['gateway', ...SERVICE_APPS, 'google-stand-in'];

/** Apps deployed to Kubernetes (google-stand-in is for local and test stacks only). */
export const K8S_APPS: string[] = ['gateway', ...SERVICE_APPS];

export const OVERLAYS = ['dev', 'prod'] as const;
