import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appContacts,
  appContactsBody,
  memberContacts,
  memberContactsBody,
  memberIdParams,
} from '@gathering/contract';
import { adminCommunity, bearerAuth as security, errorResponses } from '../../lib/route';
import { caller } from '../../plugins/auth';
import type { ContactsService } from './contacts.service';

/** A member's contact channels and consent: the member's own (app, member web app) and an administrator's edit. */
export const contactsRoutes: FastifyPluginAsyncZod<{ service: ContactsService }> = async (
  app,
  { service },
) => {
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
};
