import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VERSION } from '../../lib/version';
import { publicRoute } from '../../lib/route';

/** The release this server runs (CHANGELOG.md): an operator sees what a probe reached. */
const version = z.string().describe('The release this server runs, e.g. 1.0.0');

/**
 * One readiness check: null when it passes, a sentence an operator acts on when it fails, or a warning (the server
 * is ready, but something needs the operator: e.g. time-zone rules that disagree).
 */
export type ReadinessCheck = () => Promise<string | null | { warning: string }>;

const checkResult = z.object({ status: z.enum(['ok', 'warning', 'failing']), detail: z.string().optional() });

// Probes are polled every few seconds: their request lines are logged only at warn and above (logLevel), so they
// do not bury the log; a failing check still logs its cause at error.
export const healthRoutes: FastifyPluginAsyncZod<{
  database: { ping(): Promise<void> };
  readiness: Record<string, ReadinessCheck>;
}> = async (app, { database, readiness }) => {
  async function databaseAnswers() {
    try {
      await database.ping();
      return true;
    } catch (err) {
      app.log.error({ err }, 'the database did not answer a health check');
      return false;
    }
  }

  app.get(
    '/health',
    {
      logLevel: 'warn',
      schema: {
        operationId: 'health.check',
        summary: 'Whether the server and its database answer',
        tags: ['health'],
        security: publicRoute,
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({ status: z.literal('unavailable') }),
        },
      },
    },
    async (_req, reply) =>
      (await databaseAnswers())
        ? { status: 'ok' as const }
        : reply.status(503).send({ status: 'unavailable' as const }),
  );

  app.get(
    '/livez',
    {
      logLevel: 'warn',
      schema: {
        operationId: 'health.live',
        summary: 'Liveness: the process runs and its event loop answers (restart it when this fails)',
        tags: ['health'],
        security: publicRoute,
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      logLevel: 'warn',
      schema: {
        operationId: 'health.ready',
        summary: 'Readiness: the database answers, its migrations are applied and the job queue runs',
        tags: ['health'],
        security: publicRoute,
        response: {
          200: z.object({ status: z.literal('ready'), version, checks: z.record(z.string(), checkResult) }),
          503: z.object({
            status: z.literal('unavailable'),
            version,
            checks: z.record(z.string(), checkResult),
          }),
        },
      },
    },
    async (_req, reply) => {
      const checks: Record<string, z.infer<typeof checkResult>> = {};
      checks.database = (await databaseAnswers())
        ? { status: 'ok' }
        : { status: 'failing', detail: 'The database does not answer.' };
      for (const [name, check] of Object.entries(readiness)) {
        const problem =
          checks.database.status === 'ok'
            ? await check().catch((err: Error) => err.message)
            : 'Not checked: the database does not answer.';
        checks[name] =
          problem === null
            ? { status: 'ok' }
            : typeof problem === 'string'
              ? { status: 'failing', detail: problem }
              : { status: 'warning', detail: problem.warning };
      }
      const ready = Object.values(checks).every((c) => c.status !== 'failing');
      return ready
        ? { status: 'ready' as const, version: VERSION, checks }
        : reply.status(503).send({ status: 'unavailable' as const, version: VERSION, checks });
    },
  );
};
