import type { FastifyInstance } from 'fastify';
import { requestContext } from '../lib/request-context';

/**
 * Opens the request's context (lib/request-context.ts) around its handler, so a service's transaction can say who
 * acted and from where without every service taking the request. A preHandler: the handler runs inside its
 * callback, after the body is parsed and the guard has set `request.auth`.
 */
export function registerRequestContext(app: FastifyInstance) {
  app.addHook('preHandler', (req, _reply, done) => {
    requestContext.run(
      {
        requestId: req.id,
        ip: req.ip ?? null,
        userAgent: req.headers['user-agent']?.slice(0, 500) ?? null,
        caller: () => {
          const a = req.auth;
          if (!a) return null;
          const role = a.isPlatformAdmin && !a.communityId ? 'PLATFORM_ADMIN' : (a.role ?? 'USER');
          return { userId: a.userId, name: `${a.firstName} ${a.lastName}`.trim() || a.username, role };
        },
      },
      done,
    );
  });
}
