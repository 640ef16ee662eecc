import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { JobHandler } from '../jobs/queue';

/** One route file with its options, registered by the index in the order the areas list them. */
export type Route = (app: FastifyInstance) => PromiseLike<unknown>;

/** A root hook or decoration (a guard of every /app/ request, a close step, app.queue): applied before any route. */
export type Hook = (app: FastifyInstance) => void;

/**
 * What every area's wiring answers, and nothing else registers: the handlers of its queued jobs, its route files
 * and its root hooks. An area builds services and hands them to others as values; it never touches the app itself,
 * so the order in which the index builds areas decides nothing about hooks or routes.
 */
export interface Wiring {
  jobs: JobHandler[];
  routes: Route[];
  hooks: Hook[];
}

/** An area's wiring and what it hands to the areas built after it (its services, as values). */
export type Area = Wiring & { [provided: string]: unknown };

/** A route file and its options, checked against each other here rather than at registration. */
export function route<O extends Record<string, unknown>>(plugin: FastifyPluginAsyncZod<O>, opts: O): Route {
  return (app) => app.register(plugin, opts);
}
