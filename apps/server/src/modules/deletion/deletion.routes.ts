import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  certificateKeyResponse,
  deletionCertificateListResponse,
  signedCertificate,
} from '@gathering/contract';
import { bearerAuth as security, errorResponses, publicRoute } from '../../lib/route';
import { requestLanguage } from '../../plugins/language';
import type { DeletionService } from './deletion.service';

const tags = ['deletion'];
const params = z.object({ id: z.string() });

/**
 * Deletion certificates: platform administrators only (a community's own administrators are erased with it, and
 * none may read another community's), and the public key anyone checks them with.
 */
export const deletionRoutes: FastifyPluginAsyncZod<{ service: DeletionService }> = async (
  app,
  { service },
) => {
  const platform = app.authorize('platform');

  app.get(
    '/v1/public/certificate-key',
    {
      schema: {
        operationId: 'deletion.certificateKey',
        summary: 'The public key that checks deletion certificates (Ed25519)',
        tags,
        security: publicRoute,
        response: { 200: certificateKeyResponse },
      },
    },
    async () => service.publicKey(),
  );

  app.get(
    '/v1/administrator/deletion-certificates',
    {
      onRequest: platform,
      schema: {
        operationId: 'deletion.listCertificates',
        summary: 'The certificates of deleted communities, newest first',
        tags,
        security,
        response: { 200: deletionCertificateListResponse, ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: await service.list() }),
  );

  app.get(
    '/v1/administrator/deletion-certificates/:id',
    {
      onRequest: platform,
      schema: {
        operationId: 'deletion.getCertificate',
        summary: 'One signed deletion certificate (JSON)',
        tags,
        security,
        params,
        response: { 200: signedCertificate, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => service.get(req.params.id),
  );

  app.get(
    '/v1/administrator/deletion-certificates/:id/pdf',
    {
      onRequest: platform,
      schema: {
        operationId: 'deletion.getCertificatePdf',
        summary: 'One deletion certificate as a PDF',
        tags,
        security,
        params,
        response: {
          200: { description: 'The certificate', content: { 'application/pdf': { schema: z.any() } } },
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (req, reply) => {
      const { name, body } = await service.pdf(req.params.id, requestLanguage(req));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(body);
    },
  );
};
