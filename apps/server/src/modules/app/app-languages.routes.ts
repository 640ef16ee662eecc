import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberLanguagesBody, memberLanguagesResponse } from '@gathering/contract';
import { bearerAuth as security, errorResponses } from '../../lib/route';
import { caller } from '../../plugins/auth';
import type { MemberLanguagesService } from './app-languages.service';

const tags = ['app'];
const errors = errorResponses(400, 401, 403);

export const appLanguagesRoutes: FastifyPluginAsyncZod<{ service: MemberLanguagesService }> = async (
  app,
  { service },
) => {
  const member = app.authorizeApp();
  app.get(
    '/app/v1/me/languages',
    {
      onRequest: member,
      schema: {
        operationId: 'app.languages',
        summary: "The member's content languages, most preferred first",
        tags,
        security,
        response: { 200: memberLanguagesResponse, ...errors },
      },
    },
    async (req) => service.get(caller(req).membershipId!),
  );
  app.put(
    '/app/v1/me/languages',
    {
      onRequest: member,
      schema: {
        operationId: 'app.setLanguages',
        summary:
          "Sets the member's content languages: the feed and pushes come in the first one an item has, then the community's default",
        tags,
        security,
        body: memberLanguagesBody,
        response: { 200: memberLanguagesResponse, ...errors },
      },
    },
    async (req) => service.set(caller(req).membershipId!, req.body.languages),
  );
};
