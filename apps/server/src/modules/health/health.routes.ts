import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { publicRoute } from '../../lib/route';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/health',
    {
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
    async (_req, reply) => {
      try {
        await database.executeSql('select 1');
        return { status: 'ok' as const };
      } catch (err) {
        reply.log.error({ err }, 'database did not answer the health check');
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  );
};
