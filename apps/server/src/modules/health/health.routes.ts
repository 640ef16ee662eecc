import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
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
