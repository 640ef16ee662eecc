import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditCheckpoint,
  auditPage,
  auditPeople,
  auditPeopleQuery,
  auditQuery,
  auditVerifyResponse,
  messages,
  platformAuditQuery,
} from '@gathering/contract';
import { notFound } from '../../lib/errors';
import { adminCommunity, bearerAuth as security, errorResponses, publicRoute } from '../../lib/route';
import type { AuditService } from './audit.service';

const tags = ['audit'];
const errors = errorResponses(400, 401, 403);
// Text, not JSON: Fastify sends a string with a text/csv content type as it is, unserialized.
const csv = {
  description: 'The trail as CSV (UTF-8 with a byte-order mark)',
  content: { 'text/csv': { schema: z.string() } },
};
const attachment = (name: string) => `attachment; filename="${name}"`;

export const auditRoutes: FastifyPluginAsyncZod<{ service: AuditService }> = async (app, { service }) => {
  app.get(
    '/v1/audit',
    {
      onRequest: app.authorize('community'),
      schema: {
        operationId: 'audit.list',
        summary: "The community's audit trail",
        description: 'Who did what in the community, when and from where; newest first, filtered and paged.',
        tags,
        security,
        querystring: auditQuery,
        response: { 200: auditPage, ...errors },
      },
    },
    async (req) => service.list(adminCommunity(req).communityId, req.query),
  );

  app.get(
    '/v1/audit/export',
    {
      onRequest: app.authorize('community'),
      schema: {
        operationId: 'audit.export',
        summary: "Export the community's audit trail as CSV",
        description: 'The filtered trail, oldest first. The export is itself recorded in the trail.',
        tags,
        security,
        querystring: auditQuery,
        response: { 200: csv, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment('audit-trail.csv'))
        .send(await service.exportCsv(adminCommunity(req).communityId, req.query)),
  );

  app.get(
    '/v1/audit/people',
    {
      onRequest: app.authorize('community'),
      schema: {
        operationId: 'audit.people',
        summary: 'People to filter the audit trail by',
        description:
          "The community's people (its members and administrators) and whoever acted in its trail, found by name, " +
          'username or e-mail; an account deleted since by the name the trail kept. At most 20.',
        tags,
        security,
        querystring: auditPeopleQuery.omit({ community: true }),
        response: { 200: auditPeople, ...errors },
      },
    },
    async (req) => service.people(adminCommunity(req).communityId, req.query.search),
  );

  app.post(
    '/v1/audit/verify',
    {
      onRequest: app.authorize('community'),
      schema: {
        operationId: 'audit.verifyCommunity',
        summary: "Verify the community's own chain of the audit trail",
        description:
          "Walks the community's chain, held to the signed checkpoints, and names its first row altered, removed, " +
          'reordered or rewritten. The verification is itself recorded in the chain.',
        tags,
        security,
        response: { 200: auditVerifyResponse, ...errorResponses(401, 403) },
      },
    },
    async (req) => service.verifyCommunity(adminCommunity(req).communityId),
  );

  app.get(
    '/v1/administrator/audit/people',
    {
      onRequest: app.authorize('platform'),
      schema: {
        operationId: 'audit.peopleAll',
        summary: 'People to filter the audit trail by (platform)',
        description:
          "Every account found by name, username or e-mail, or one community's people ('platform': who acted in " +
          "the platform's own chain); an account deleted since by the name the trail kept. At most 20.",
        tags,
        security,
        querystring: auditPeopleQuery,
        response: { 200: auditPeople, ...errors },
      },
    },
    async (req) =>
      service.people(
        req.query.community === 'platform' ? null : (req.query.community ?? undefined),
        req.query.search,
      ),
  );

  app.get(
    '/v1/administrator/audit',
    {
      onRequest: app.authorize('platform'),
      schema: {
        operationId: 'audit.listAll',
        summary: 'The audit trail of every community and of the platform',
        description:
          "Filter by community ('platform' for the platform's own rows), person, action, target, period.",
        tags,
        security,
        querystring: platformAuditQuery,
        response: { 200: auditPage, ...errors },
      },
    },
    async (req) => service.listAll(req.query),
  );

  app.get(
    '/v1/administrator/audit/export',
    {
      onRequest: app.authorize('platform'),
      schema: {
        operationId: 'audit.exportAll',
        summary: 'Export the audit trail as CSV (platform)',
        description: 'The filtered trail, oldest first. The export is itself recorded in the trail.',
        tags,
        security,
        querystring: platformAuditQuery,
        response: { 200: csv, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment('audit-trail.csv'))
        .send(await service.exportAllCsv(req.query)),
  );

  app.post(
    '/v1/administrator/audit/verify',
    {
      onRequest: app.authorize('platform'),
      schema: {
        operationId: 'audit.verify',
        summary: 'Verify every chain of the audit trail',
        description:
          'Walks each chain (one per community, one for the platform) and names the first row altered, removed or reordered.',
        tags,
        security,
        response: { 200: auditVerifyResponse, ...errorResponses(401, 403) },
      },
    },
    async () => service.verify(),
  );

  app.get(
    '/v1/public/audit-checkpoint',
    {
      schema: {
        operationId: 'audit.latestCheckpoint',
        summary: "The audit trail's latest signed checkpoint",
        description:
          "Every chain's head (last row and hash) at the latest checkpoint, signed with the platform's Ed25519 key " +
          '(GET /v1/public/certificate-key) over the canonical JSON of `document`. Kept by anyone who fetches it: the ' +
          'trail can then never be shown shorter or different from what it was.',
        tags,
        security: publicRoute,
        response: { 200: auditCheckpoint, ...errorResponses(404) },
      },
    },
    async (_req, reply) => {
      const latest = await service.latestCheckpoint();
      if (!latest) throw notFound(messages.notFound);
      // Replaced each day: a cache may keep it a few minutes, no longer.
      reply.header('cache-control', 'public, max-age=300');
      return latest;
    },
  );
};
