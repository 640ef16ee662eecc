import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { capMessages as msg } from '@gathering/contract';
import { notFound } from '../../lib/errors';
import { errorResponses, publicRoute as security } from '../../lib/route';
import type { CapService } from './cap.service';

const tags = ['cap'];
const text = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: z.string() } },
});

/**
 * What partners read without an account: a community's current alerts as Atom, each alert's CAP document, and the
 * certificate that checks their signatures. Only what the community published as alerts; ETags from the server's
 * etag plugin (a poll with If-None-Match is answered 304).
 */
export const capPublicRoutes: FastifyPluginAsyncZod<{ service: CapService }> = async (app, { service }) => {
  app.get(
    '/v1/public/cap/:slug/alerts.atom',
    {
      schema: {
        operationId: 'cap.publicFeed',
        summary: "A community's current alerts (Atom), each linking to its CAP 1.2 document",
        tags,
        security,
        params: z.object({ slug: z.string().max(100) }),
        response: { 200: text('application/atom+xml', 'The Atom feed'), ...errorResponses(404) },
      },
    },
    async (req, reply) => {
      const feed = await service.feed(req.params.slug);
      if (feed === null) throw notFound(msg.alertNotFound);
      return reply
        .header('content-type', 'application/atom+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=30')
        .send(feed);
    },
  );

  app.get(
    '/v1/public/cap/:slug/alerts/:file',
    {
      schema: {
        operationId: 'cap.publicDocument',
        summary: 'One CAP 1.2 (CAP-CP) document a community published, as sent',
        tags,
        security,
        params: z.object({ slug: z.string().max(100), file: z.string().max(60) }),
        response: { 200: text('application/cap+xml', 'The CAP document'), ...errorResponses(404) },
      },
    },
    async (req, reply) => {
      const id = req.params.file.replace(/\.xml$/, '');
      const xml = await service.publicDocument(req.params.slug, id);
      if (xml === null) throw notFound(msg.alertNotFound);
      return reply
        .header('content-type', 'application/cap+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(xml);
    },
  );

  app.get(
    '/v1/public/cap/certificate.pem',
    {
      schema: {
        operationId: 'cap.certificate',
        summary: 'The certificate that checks the XML-DSig signatures of published CAP documents',
        tags,
        security,
        response: { 200: text('application/x-pem-file', 'The certificate (PEM)') },
      },
    },
    async (_req, reply) =>
      reply.header('content-type', 'application/x-pem-file').send(await service.certificate()),
  );
};
