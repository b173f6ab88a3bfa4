import { createParamDecorator, Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { SessionUser } from './session';

/** Lets a request through only with a signed-in session; otherwise 401 `Not authenticated`. */
@Injectable()
export class SessionAuthGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (!req.session?.user?.id) throw new UnauthorizedException('Not authenticated');
    return true;
  }
}

/** The signed-in user of a request guarded by SessionAuthGuard. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): SessionUser => {
  const user = context.switchToHttp().getRequest<Request>().session?.user;
  if (!user) throw new UnauthorizedException('Not authenticated');
  return user;
});
