import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

function messages(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((e) => {
    const path = parent ? `${parent}.${e.property}` : e.property;
    return [...Object.values(e.constraints ?? {}).map((c) => (parent ? `${parent}.${c}` : c)), ...messages(e.children ?? [], path)];
  });
}

/** Whitelist, refuse unknown fields, transform to DTO classes; `detail` lists every problem. */
export function httpValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => new BadRequestException({ detail: messages(errors) }),
  });
}
