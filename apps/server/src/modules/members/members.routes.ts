import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  basicMembersResponse,
  importIdParams,
  importJob,
  importPreviewResponse,
  importQuery,
  importStartResponse,
  memberChangedResponse,
  memberIdParams,
  memberIdsBody,
  memberImportForm,
  memberRoleBody,
  memberRow,
  memberUpdateBody,
  memberUserIdParams,
  membersPage,
  membersQuery,
} from '@gathering/contract';
import { acceptCsvUploads, CSV_LIMIT, csvOf } from '../../lib/csv-upload';
import { translateMessage } from '../../i18n';
import { requestLanguage } from '../../plugins/language';
import { adminCommunity, bearerAuth as security, errorResponses } from '../../lib/route';
import type { MembersImportService } from './members-import.service';
import type { MembersService } from './members.service';

const tags = ['members'];
const errors = errorResponses(400, 401, 403, 404, 409);

export const membersRoutes: FastifyPluginAsyncZod<{
  service: MembersService;
  imports: MembersImportService;
}> = async (app, { service, imports }) => {
  const onRequest = app.authorize('community');
  await acceptCsvUploads(app);

  app.get(
    '/v1/members',
    {
      onRequest,
      schema: {
        operationId: 'members.list',
        summary: "List the community's members",
        tags,
        security,
        querystring: membersQuery,
        response: { 200: membersPage, ...errors },
      },
    },
    async (req) => service.list(adminCommunity(req), req.query),
  );

  app.get(
    '/v1/members/basic',
    {
      onRequest,
      schema: {
        operationId: 'members.listBasic',
        summary: 'List the id and name of every member',
        tags,
        security,
        response: { 200: basicMembersResponse, ...errors },
      },
    },
    async (req) => service.basic(adminCommunity(req)),
  );

  app.get(
    '/v1/members/export',
    {
      onRequest,
      schema: {
        operationId: 'members.export',
        summary: 'Export the members as CSV',
        description: 'The member list as CSV (the import columns first).',
        tags,
        security,
        response: {
          // Text, not JSON: Fastify sends a string with a text/csv content type as it is, unserialized.
          200: { description: 'The members as CSV', content: { 'text/csv': { schema: z.string() } } },
          ...errors,
        },
      },
    },
    async (req, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="members.csv"')
        .send(await service.exportCsv(adminCommunity(req))),
  );

  app.patch(
    '/v1/member/update/:id',
    {
      onRequest,
      schema: {
        operationId: 'members.update',
        summary: 'Update a member',
        tags,
        security,
        params: memberIdParams,
        body: memberUpdateBody,
        response: { 200: memberRow, ...errors },
      },
    },
    async (req) => service.update(adminCommunity(req), req.params.id, req.body),
  );

  // The batch routes answer the ids that actually changed.
  app.patch(
    '/v1/members/batch/activate',
    {
      onRequest,
      schema: {
        operationId: 'members.batchActivate',
        summary: 'Activate members',
        tags,
        security,
        body: memberIdsBody,
        response: { 200: memberChangedResponse, ...errors },
      },
    },
    async (req) => ({ changed: await service.activate(adminCommunity(req), req.body.ids) }),
  );

  app.patch(
    '/v1/members/batch/deactivate',
    {
      onRequest,
      schema: {
        operationId: 'members.batchDeactivate',
        summary: 'Deactivate members and end their sessions',
        tags,
        security,
        body: memberIdsBody,
        response: { 200: memberChangedResponse, ...errors },
      },
    },
    async (req) => ({ changed: await service.deactivate(adminCommunity(req), req.body.ids) }),
  );

  app.patch(
    '/v1/members/batch/destroy',
    {
      onRequest,
      schema: {
        operationId: 'members.batchDestroy',
        summary: "Erase members' personal data from the community",
        tags,
        security,
        body: memberIdsBody,
        response: { 200: memberChangedResponse, ...errors },
      },
    },
    async (req) => ({ changed: await service.destroy(adminCommunity(req), req.body.ids) }),
  );

  app.patch(
    '/v1/users/verify/batch',
    {
      onRequest,
      schema: {
        operationId: 'members.batchSendVerification',
        summary: 'Send verification e-mails to members',
        description:
          'Queues verification e-mails to the active, unverified members among ids; answers those.',
        tags,
        security,
        body: memberIdsBody,
        response: { 200: memberChangedResponse, ...errors },
      },
    },
    async (req) => ({ changed: await service.sendVerifications(adminCommunity(req), req.body.ids) }),
  );

  app.patch(
    '/v1/users/roles/:userId',
    {
      onRequest,
      schema: {
        operationId: 'members.setRole',
        summary: "Change a member's role",
        tags,
        security,
        params: memberUserIdParams,
        body: memberRoleBody,
        response: { 200: memberRow, ...errors },
      },
    },
    async (req) => service.setRole(adminCommunity(req), req.params.userId, req.body.role),
  );

  const consumes = ['text/csv', 'multipart/form-data'];
  const csvErrors = errorResponses(400, 401, 403, 404, 409, 413, 415);
  app.post(
    '/v1/members/import/preview',
    {
      onRequest,
      bodyLimit: CSV_LIMIT,
      schema: {
        operationId: 'members.previewImport',
        summary: 'Preview an import of members',
        description: 'What an import of this CSV would do, row by row; nothing is written.',
        tags,
        security,
        consumes,
        multipart: { form: memberImportForm, csv: true },
        response: { 200: importPreviewResponse, ...csvErrors },
      },
    },
    async (req) => {
      const preview = await imports.preview(adminCommunity(req), (await csvOf(req)).text);
      // The rows' reasons are contract messages in English; the reader sees them in their language (the hook
      // that does this for every answer's `message` does not look into rows).
      const language = requestLanguage(req);
      const rows = preview.rows.map((r) =>
        r.reason ? { ...r, reason: translateMessage(r.reason, language) } : r,
      );
      return { ...preview, rows };
    },
  );

  app.post(
    '/v1/members/import',
    {
      onRequest,
      bodyLimit: CSV_LIMIT,
      schema: {
        operationId: 'members.startImport',
        summary: 'Import members from a CSV file',
        description: 'Queues the import of this CSV; poll GET /v1/members/import/{jobId} for progress.',
        tags,
        security,
        consumes,
        multipart: { form: memberImportForm, csv: true },
        querystring: importQuery,
        response: { 202: importStartResponse, ...csvErrors },
      },
    },
    async (req, reply) => {
      const { text, fileName } = await csvOf(req);
      reply.status(202);
      return imports.start(adminCommunity(req), text, { fileName, invite: req.query.invite });
    },
  );

  app.get(
    '/v1/members/import/:jobId',
    {
      onRequest,
      schema: {
        operationId: 'members.getImport',
        summary: "An import's progress and outcome",
        tags,
        security,
        params: importIdParams,
        response: { 200: importJob, ...errors },
      },
    },
    async (req) => imports.status(adminCommunity(req), req.params.jobId),
  );
};
