/** The six domain services behind the gateway; each owns a schema, a queue and a job prefix. */
export const SERVICE_NAMES = ['auth', 'video', 'credits', 'profile', 'ideas', 'scripts'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export function isServiceName(value: string): value is ServiceName {
  return (SERVICE_NAMES as readonly string[]).includes(value);
}
