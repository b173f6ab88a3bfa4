import { registerDecorator, type ValidationOptions } from 'class-validator';

/** A URL with one of the given protocols, e.g. `postgres:` for DATABASE_URL. */
export function IsServiceUrl(protocols: string[], options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isServiceUrl',
      target: target.constructor,
      propertyName,
      options: { message: `must be a ${protocols.join(' or ')} URL`, ...options },
      validator: {
        validate(value: unknown) {
          if (typeof value !== 'string') return false;
          try {
            return protocols.includes(new URL(value).protocol.replace(/:$/, ''));
          } catch {
            return false;
          }
        },
      },
    });
}
