import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  capDraftResponse,
  capFollowUpBody,
  capIdParams,
  capProposalsQuery,
  capProposalsResponse,
  capPublishedResponse,
  capSettingsBody,
  capSettingsResponse,
  capSgcQuery,
  capSgcResponse,
  capSourceBody,
  capSourceResponse,
  capSourcesResponse,
  messageResponse,
} from '@gathering/contract';
import { adminCommunity as admin, bearerAuth as security, errorResponses } from '../../lib/route';
import type { CapService } from './cap.service';

const tags = ['cap'];

/** The console's side of the alerting protocol: area, sources, proposals, and what the community published. */
export const capRoutes: FastifyPluginAsyncZod<{ service: CapService }> = async (app, { service }) => {
  const onRequest = app.authorize('community');

  app.get(
    '/v1/cap/settings',
    {
      onRequest,
      schema: {
        operationId: 'cap.settings',
        summary: "The community's area, event codes relayed at once, signing, and its feed's address",
        tags,
        security,
        response: { 200: capSettingsResponse, ...errorResponses(401, 403) },
      },
    },
    async (req) => ({ data: await service.settings(admin(req)) }),
  );

  app.put(
    '/v1/cap/settings',
    {
      onRequest,
      schema: {
        operationId: 'cap.saveSettings',
        summary:
          "Set the community's area (GeoJSON and/or SGC subdivisions), event codes relayed at once and signing",
        tags,
        security,
        body: capSettingsBody,
        response: { 200: capSettingsResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => service.saveSettings(admin(req), req.body),
  );

  app.get(
    '/v1/cap/subdivisions',
    {
      onRequest,
      schema: {
        operationId: 'cap.subdivisions',
        summary:
          "Statistics Canada's census subdivisions whose name matches (the list shipped with the product)",
        tags,
        security,
        querystring: capSgcQuery,
        response: { 200: capSgcResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => ({ data: service.searchSubdivisions(req.query.q) }),
  );

  app.get(
    '/v1/cap/sources',
    {
      onRequest,
      schema: {
        operationId: 'cap.sources',
        summary: 'The CAP feeds the community relays from, with their last check',
        tags,
        security,
        response: { 200: capSourcesResponse, ...errorResponses(401, 403) },
      },
    },
    async (req) => ({ data: await service.sources(admin(req)) }),
  );

  app.post(
    '/v1/cap/sources',
    {
      onRequest,
      schema: {
        operationId: 'cap.addSource',
        summary: 'Relay from a CAP feed (Atom or RSS, https, under an address the operator allows)',
        tags,
        security,
        body: capSourceBody,
        response: { 200: capSourceResponse, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (req) => service.addSource(admin(req), req.body),
  );

  app.delete(
    '/v1/cap/sources/:id',
    {
      onRequest,
      schema: {
        operationId: 'cap.removeSource',
        summary: 'Stop relaying from a CAP feed (what it brought is kept)',
        tags,
        security,
        params: capIdParams,
        response: { 200: messageResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => service.removeSource(admin(req), req.params.id),
  );

  app.post(
    '/v1/cap/sources/:id/poll',
    {
      onRequest,
      schema: {
        operationId: 'cap.pollSource',
        summary: 'Check a CAP feed now',
        tags,
        security,
        params: capIdParams,
        response: { 200: capSourceResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => service.pollNow(admin(req), req.params.id),
  );

  app.get(
    '/v1/cap/proposals',
    {
      onRequest,
      schema: {
        operationId: 'cap.proposals',
        summary: 'Alerts received for the community’s area: open ones (proposed, in review), or all',
        tags,
        security,
        querystring: capProposalsQuery,
        response: { 200: capProposalsResponse, ...errorResponses(401, 403) },
      },
    },
    async (req) => ({ data: await service.proposals(admin(req), req.query.open === 'true') }),
  );

  app.post(
    '/v1/cap/proposals/:id/review',
    {
      onRequest,
      schema: {
        operationId: 'cap.reviewProposal',
        summary: 'Open a proposed alert as a draft (translated texts filled in) to review and send as usual',
        tags,
        security,
        params: capIdParams,
        response: { 200: capDraftResponse, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (req) => ({ data: await service.review(admin(req), req.params.id) }),
  );

  app.post(
    '/v1/cap/proposals/:id/dismiss',
    {
      onRequest,
      schema: {
        operationId: 'cap.dismissProposal',
        summary: 'Set a proposed alert aside: nothing is sent for it',
        tags,
        security,
        params: capIdParams,
        response: { 200: messageResponse, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (req) => service.dismiss(admin(req), req.params.id),
  );

  app.get(
    '/v1/cap/published',
    {
      onRequest,
      schema: {
        operationId: 'cap.published',
        summary: 'The CAP documents the community published, newest first',
        tags,
        security,
        response: { 200: capPublishedResponse, ...errorResponses(401, 403) },
      },
    },
    async (req) => ({ data: await service.published(admin(req)) }),
  );

  app.post(
    '/v1/cap/alerts/:id/follow-up',
    {
      onRequest,
      schema: {
        operationId: 'cap.followUp',
        summary:
          'A draft that updates or cancels a published alert (published as a CAP Update or Cancel once sent)',
        tags,
        security,
        params: capIdParams,
        body: capFollowUpBody,
        response: { 200: capDraftResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => ({ data: await service.followUp(admin(req), req.params.id, req.body.msgType) }),
  );

  app.get(
    '/v1/cap/documents/:id',
    {
      onRequest,
      schema: {
        operationId: 'cap.document',
        summary: 'A CAP document the community received or published, as it was received or sent',
        tags,
        security,
        params: capIdParams,
        response: {
          200: {
            description: 'The CAP document',
            content: { 'application/cap+xml': { schema: z.string() } },
          },
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (req, reply) =>
      reply
        .header('content-type', 'application/cap+xml; charset=utf-8')
        .send(await service.document(admin(req), req.params.id)),
  );
};
