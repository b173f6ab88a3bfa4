import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { RpcErrors } from './rpc-errors';

function flatten(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((e) => {
    const path = parent ? `${parent}.${e.property}` : e.property;
    const own = Object.values(e.constraints ?? {}).map((c) => (c.startsWith(e.property) ? `${parent ? `${parent}.` : ''}${c}` : `${path}: ${c}`));
    return [...own, ...flatten(e.children ?? [], path)];
  });
}

/** Payloads are checked against the contract classes; unknown fields are refused. */
export function contractValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => RpcErrors.validation(flatten(errors)),
  });
}
