import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contactImportIdParams,
  contactImportJob,
  contactImportLatest,
  contactImportPreview,
  contactImportQuery,
  contactImportStart,
  memberImportForm,
  appContacts,
  appContactsBody,
  memberContacts,
  memberContactsBody,
  memberIdParams,
} from '@gathering/contract';
import { adminCommunity, bearerAuth as security, errorResponses } from '../../lib/route';
import { acceptCsvUploads, CSV_LIMIT, csvOf } from '../../lib/csv-upload';
import { translateMessage, type ServerLanguage } from '../../i18n';
import { caller } from '../../plugins/auth';
import { requestLanguage } from '../../plugins/language';
import type { ContactsImport } from './contacts.import';
import type { ContactsService } from './contacts.service';

/** A member's contact channels and consent: the member's own (app, member web app) and an administrator's edit. */
export const contactsRoutes: FastifyPluginAsyncZod<{
  service: ContactsService;
  imports: ContactsImport;
}> = async (app, { service, imports }) => {
  const member = app.authorizeApp();
  const own = (req: Parameters<typeof caller>[0]) => {
    const c = caller(req);
    return { communityId: c.communityId!, membershipId: c.membershipId! };
  };
  app.get(
    '/app/v1/me/contacts',
    {
      onRequest: member,
      schema: {
        operationId: 'app.contacts',
        summary: "The member's phone numbers and e-mail addresses for alerts, with their consent",
        tags: ['app'],
        security,
        response: { 200: appContacts, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => {
      const me = own(req);
      return service.mine(me.communityId, me.membershipId);
    },
  );
  app.put(
    '/app/v1/me/contacts',
    {
      onRequest: member,
      schema: {
        operationId: 'app.setContacts',
        summary:
          "Sets the member's contact channels: per channel, whether it takes emergency alerts and whether it takes other news",
        tags: ['app'],
        security,
        body: appContactsBody,
        response: { 200: appContacts, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => {
      const me = own(req);
      return service.setMine(me.communityId, me.membershipId, req.body.channels);
    },
  );

  const admin = app.authorize('community');
  app.get(
    '/v1/members/:id/contacts',
    {
      onRequest: admin,
      schema: {
        operationId: 'members.contacts',
        summary: "A member's contact channels, consent, address and household notes",
        tags: ['members'],
        security,
        params: memberIdParams,
        response: { 200: memberContacts, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => service.ofMember(adminCommunity(req).communityId, req.params.id),
  );
  app.put(
    '/v1/members/:id/contacts',
    {
      onRequest: admin,
      schema: {
        operationId: 'members.setContacts',
        summary: "Sets a member's contact channels and consent, and the household's address and notes",
        tags: ['members'],
        security,
        params: memberIdParams,
        body: memberContactsBody,
        response: { 200: memberContacts, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => service.setOfMember(adminCommunity(req).communityId, req.params.id, req.body),
  );

  await acceptCsvUploads(app);
  const consumes = ['text/csv', 'multipart/form-data'];
  const csvErrors = errorResponses(400, 401, 403, 413, 415);
  app.post(
    '/v1/members/contacts/import/preview',
    {
      onRequest: admin,
      bodyLimit: CSV_LIMIT,
      schema: {
        operationId: 'members.previewContactsImport',
        summary: 'Preview an import of contact channels',
        description:
          "What an import of this CSV of members' numbers, e-mail addresses and consents would do, row by row, with the reason of each row that cannot be imported; nothing is written.",
        tags: ['members'],
        security,
        consumes,
        multipart: { form: memberImportForm, csv: true },
        response: { 200: contactImportPreview, ...csvErrors },
      },
    },
    async (req) => {
      const preview = await imports.preview(adminCommunity(req).communityId, (await csvOf(req)).text);
      // The rows' reasons in the reader's language (the hook that translates `message` does not look into rows).
      const language = requestLanguage(req);
      const rows = preview.rows.map((r) =>
        r.reason ? { ...r, reason: translateMessage(r.reason, language) } : r,
      );
      return { ...preview, rows };
    },
  );
  app.post(
    '/v1/members/contacts/import',
    {
      onRequest: admin,
      bodyLimit: CSV_LIMIT,
      schema: {
        operationId: 'members.importContacts',
        summary: 'Import contact channels from a CSV file',
        description:
          'Checks the file, then queues the setting of the channels and consents of the members its rows name; poll GET /v1/members/contacts/import/{importId} for progress. A file with rows that cannot be imported is refused (400, nothing written) unless skipInvalid=true: the administrator confirmed importing the others. One import at a time per community (409).',
        tags: ['members'],
        security,
        consumes,
        multipart: { form: memberImportForm, csv: true },
        querystring: contactImportQuery,
        response: { 202: contactImportStart, ...errorResponses(400, 401, 403, 409, 413, 415) },
      },
    },
    async (req, reply) => {
      const { text, fileName } = await csvOf(req);
      const { communityId, userId } = adminCommunity(req);
      const started = await imports.start(communityId, userId, text, {
        fileName,
        skipInvalid: req.query.skipInvalid,
      });
      reply.status(202);
      return started;
    },
  );
  // Its failure is a contract sentence, told in the reader's language (the hook translates `message` only).
  const told = <J extends { error: string | null }>(job: J, language: ServerLanguage): J =>
    job.error ? { ...job, error: translateMessage(job.error, language) } : job;
  app.get(
    '/v1/members/contacts/import/latest',
    {
      onRequest: admin,
      schema: {
        operationId: 'members.latestContactsImport',
        summary: "The community's latest import of contact channels",
        description:
          'Under way or ended, so that an administrator who left the page sees it again; null before the first.',
        tags: ['members'],
        security,
        response: { 200: contactImportLatest, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => {
      const latest = await imports.latest(adminCommunity(req).communityId);
      return { import: latest.import && told(latest.import, requestLanguage(req)) };
    },
  );
  app.get(
    '/v1/members/contacts/import/:importId',
    {
      onRequest: admin,
      schema: {
        operationId: 'members.getContactsImport',
        summary: 'An import of contact channels: its progress and outcome',
        tags: ['members'],
        security,
        params: contactImportIdParams,
        response: { 200: contactImportJob, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) =>
      told(await imports.status(adminCommunity(req).communityId, req.params.importId), requestLanguage(req)),
  );
};
