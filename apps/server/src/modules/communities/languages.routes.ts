import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { communityLanguagesBody, communityLanguagesResponse } from '@gathering/contract';
import { adminCommunity, bearerAuth as security, errorResponses } from '../../lib/route';
import type { LanguagesService } from './languages.service';

const tags = ['communities'];
const errors = errorResponses(400, 401, 403);

/** The languages the caller's community publishes in (issue 23), read and saved by its administrators. */
export const languagesRoutes: FastifyPluginAsyncZod<{ service: LanguagesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/v1/community/languages',
    {
      onRequest: app.authorize('community'),
      schema: {
        operationId: 'communities.listLanguages',
        summary: "The community's languages, default among them, in the console's order",
        tags,
        security,
        response: { 200: communityLanguagesResponse, ...errors },
      },
    },
    async (req) => service.list(adminCommunity(req).communityId),
  );

  app.put(
    '/v1/community/languages',
    {
      onRequest: app.authorize('community'),
      schema: {
        operationId: 'communities.saveLanguages',
        summary: "Saves the community's languages: add, edit, reorder, choose the default, remove",
        tags,
        security,
        body: communityLanguagesBody,
        response: { 200: communityLanguagesResponse, ...errors },
      },
    },
    async (req) => service.save(adminCommunity(req).communityId, req.body),
  );
};
