import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import {
  basicMembersResponse,
  errorResponse,
  importIdParams,
  importJob,
  importPreviewResponse,
  importQuery,
  importStartResponse,
  memberChangedResponse,
  memberIdParams,
  memberIdsBody,
  memberMessages,
  memberRoleBody,
  memberRow,
  memberUpdateBody,
  memberUserIdParams,
  membersPage,
  membersQuery,
} from '@gathering/contract';
import { caller } from '../../plugins/auth';
import { badRequest } from '../../lib/errors';
import type { MembersImportService } from './members-import.service';
import type { Actor, MembersService } from './members.service';

const tags = ['members'];
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};
/** CSV files of tens of thousands of members are a few megabytes. */
const CSV_LIMIT = 8 * 1024 * 1024;

export const actorOf = (req: FastifyRequest): Actor & { userId: string } => {
  const auth = caller(req);
  return { communityId: auth.communityId!, membershipId: auth.membershipId, userId: auth.userId };
};

/** The CSV text of an import request: a multipart file (field "file"), or the body as text/csv. */
async function csvOf(req: FastifyRequest): Promise<{ text: string; fileName: string | null }> {
  if (req.isMultipart()) {
    const file = await req.file();
    if (!file) throw badRequest(memberMessages.importFileMissing, 'file');
    return { text: (await file.toBuffer()).toString('utf8'), fileName: file.filename || null };
  }
  if (typeof req.body === 'string' && req.body.trim()) return { text: req.body, fileName: null };
  throw badRequest(memberMessages.importFileMissing, 'file');
}

export const membersRoutes: FastifyPluginAsyncZod<{
  service: MembersService;
  imports: MembersImportService;
}> = async (app, { service, imports }) => {
  const onRequest = app.authorize('community');
  app.addContentTypeParser(
    ['text/csv', 'application/csv'],
    { parseAs: 'string', bodyLimit: CSV_LIMIT },
    (_req, body, done) => done(null, body),
  );
  if (!app.hasRequestDecorator('isMultipart'))
    await app.register(multipart, {
      limits: { fileSize: CSV_LIMIT, files: 1, fields: 5 },
      throwFileSizeLimit: true,
    });

  app.get(
    '/v1/members',
    { onRequest, schema: { tags, querystring: membersQuery, response: { 200: membersPage, ...errors } } },
    async (req) => service.list(actorOf(req), req.query),
  );

  app.get(
    '/v1/members/basic',
    { onRequest, schema: { tags, response: { 200: basicMembersResponse, ...errors } } },
    async (req) => service.basic(actorOf(req)),
  );

  app.get(
    '/v1/members/export',
    {
      onRequest,
      schema: {
        tags,
        description: 'The member list as CSV (the import columns first).',
        response: { ...errors },
      },
    },
    async (req, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="members.csv"')
        // Text, not JSON: the response schemas describe the errors only.
        .send((await service.exportCsv(actorOf(req))) as never),
  );

  app.patch(
    '/v1/member/update/:id',
    {
      onRequest,
      schema: {
        tags,
        params: memberIdParams,
        body: memberUpdateBody,
        response: { 200: memberRow, ...errors },
      },
    },
    async (req) => service.update(actorOf(req), req.params.id, req.body),
  );

  const batch = (
    path: string,
    run: (actor: Actor, ids: string[]) => Promise<string[]>,
    description: string,
  ) =>
    app.patch(
      path,
      {
        onRequest,
        schema: {
          tags,
          description,
          body: memberIdsBody,
          response: { 200: memberChangedResponse, ...errors },
        },
      },
      async (req) => ({ changed: await run(actorOf(req), req.body.ids) }),
    );
  batch(
    '/v1/members/batch/activate',
    (a, ids) => service.activate(a, ids),
    'Activates members; answers those that changed.',
  );
  batch(
    '/v1/members/batch/deactivate',
    (a, ids) => service.deactivate(a, ids),
    'Deactivates members and ends their sessions.',
  );
  batch(
    '/v1/members/batch/destroy',
    (a, ids) => service.destroy(a, ids),
    "Erases members' personal data from the community.",
  );
  batch(
    '/v1/users/verify/batch',
    (a, ids) => service.sendVerifications(a, ids),
    'Queues verification e-mails to the active, unverified members among ids; answers those.',
  );

  app.patch(
    '/v1/users/roles/:userId',
    {
      onRequest,
      schema: {
        tags,
        params: memberUserIdParams,
        body: memberRoleBody,
        response: { 200: memberRow, ...errors },
      },
    },
    async (req) => service.setRole(actorOf(req), req.params.userId, req.body.role),
  );

  const csvSchema = {
    tags,
    consumes: ['text/csv', 'multipart/form-data'],
    response: { 413: errorResponse, 415: errorResponse, ...errors },
  };
  app.post(
    '/v1/members/import/preview',
    {
      onRequest,
      bodyLimit: CSV_LIMIT,
      schema: {
        ...csvSchema,
        description: 'What an import of this CSV would do, row by row; nothing is written.',
        response: { ...csvSchema.response, 200: importPreviewResponse },
      },
    },
    async (req) => imports.preview(actorOf(req), (await csvOf(req)).text),
  );

  app.post(
    '/v1/members/import',
    {
      onRequest,
      bodyLimit: CSV_LIMIT,
      schema: {
        ...csvSchema,
        querystring: importQuery,
        description: 'Queues the import of this CSV; poll GET /v1/members/import/{jobId} for progress.',
        response: { ...csvSchema.response, 202: importStartResponse },
      },
    },
    async (req, reply) => {
      const { text, fileName } = await csvOf(req);
      reply.status(202);
      return imports.start(actorOf(req), text, { fileName, invite: req.query.invite });
    },
  );

  app.get(
    '/v1/members/import/:jobId',
    { onRequest, schema: { tags, params: importIdParams, response: { 200: importJob, ...errors } } },
    async (req) => imports.status(actorOf(req), req.params.jobId),
  );
};
