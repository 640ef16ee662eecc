import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who is asking, for code far below the route (the audit trail's writer, inside a service's transaction): the
 * request's id, address and user agent, and its caller once a guard has read it. Set for each request by
 * plugins/request-context.ts; absent in jobs and scripts, where the actor is the system.
 */
export interface RequestContext {
  requestId: string;
  ip: string | null;
  userAgent: string | null;
  /** Read when needed: the guard sets the caller after the context is opened. */
  caller(): { userId: string; name: string; role: string } | null;
}

const storage = new AsyncLocalStorage<RequestContext>();

export const requestContext = {
  run<T>(context: RequestContext, fn: () => T): T {
    return storage.run(context, fn);
  },
  current(): RequestContext | undefined {
    return storage.getStore();
  },
};
