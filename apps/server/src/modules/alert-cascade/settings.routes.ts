import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  alertCascade,
  notificationIdParams,
  cascadePolicy,
  cascadePolicyBody,
  cascadeProviderBody,
  cascadeProviderOrderBody,
  cascadeProvidersResponse,
  cascadeRespondersBody,
  cascadeRespondersResponse,
} from '@gathering/contract';
import { adminCommunity, bearerAuth as security, errorResponses } from '../../lib/route';
import type { CascadeSettings } from './settings.service';
import type { CascadeView } from './view';

const tags = ['cascade'];
const providerParams = z.object({ providerId: z.uuid() });

/** A community's alert cascade: its policy, its SMS and voice providers in failover order, its responders. */
export const cascadeSettingsRoutes: FastifyPluginAsyncZod<{
  service: CascadeSettings;
  view: CascadeView;
}> = async (app, { service, view }) => {
  const onRequest = app.authorize('community');
  app.get(
    '/v1/notifications/cascade/policy',
    {
      onRequest,
      schema: {
        operationId: 'cascade.policy',
        summary: "The community's alert cascade: steps, cycles, the alert types that use it",
        tags,
        security,
        response: { 200: cascadePolicy, ...errorResponses(401, 403) },
      },
    },
    async (req) => service.policy(adminCommunity(req).communityId),
  );
  app.put(
    '/v1/notifications/cascade/policy',
    {
      onRequest,
      schema: {
        operationId: 'cascade.setPolicy',
        summary: "Sets the community's alert cascade",
        tags,
        security,
        body: cascadePolicyBody,
        response: { 200: cascadePolicy, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => service.setPolicy(adminCommunity(req), req.body),
  );
  app.get(
    '/v1/notifications/cascade/providers',
    {
      onRequest,
      schema: {
        operationId: 'cascade.providers',
        summary: "The community's SMS and voice providers, in failover order (secrets never answered)",
        tags,
        security,
        response: { 200: cascadeProvidersResponse, ...errorResponses(401, 403) },
      },
    },
    async (req) => ({ data: await service.providers(adminCommunity(req).communityId) }),
  );
  app.post(
    '/v1/notifications/cascade/providers',
    {
      onRequest,
      schema: {
        operationId: 'cascade.addProvider',
        summary: 'Adds an SMS and voice provider, last in the failover order',
        tags,
        security,
        body: cascadeProviderBody,
        response: { 200: cascadeProvidersResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => ({ data: await service.saveProvider(adminCommunity(req), null, req.body) }),
  );
  app.put(
    '/v1/notifications/cascade/providers/:providerId',
    {
      onRequest,
      schema: {
        operationId: 'cascade.updateProvider',
        summary: 'Changes a provider (its secret stays unless a new one is given)',
        tags,
        security,
        params: providerParams,
        body: cascadeProviderBody,
        response: { 200: cascadeProvidersResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => ({
      data: await service.saveProvider(adminCommunity(req), req.params.providerId, req.body),
    }),
  );
  app.delete(
    '/v1/notifications/cascade/providers/:providerId',
    {
      onRequest,
      schema: {
        operationId: 'cascade.removeProvider',
        summary: 'Removes a provider',
        tags,
        security,
        params: providerParams,
        response: { 200: cascadeProvidersResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => ({ data: await service.removeProvider(adminCommunity(req), req.params.providerId) }),
  );
  app.put(
    '/v1/notifications/cascade/provider-order',
    {
      onRequest,
      schema: {
        operationId: 'cascade.orderProviders',
        summary: 'Sets the failover order: the first provider is tried first',
        tags,
        security,
        body: cascadeProviderOrderBody,
        response: { 200: cascadeProvidersResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => ({ data: await service.orderProviders(adminCommunity(req), req.body.ids) }),
  );
  app.get(
    '/v1/notifications/cascade/responders',
    {
      onRequest,
      schema: {
        operationId: 'cascade.responders',
        summary: 'The members who visit the people an alert could not reach, by group',
        tags,
        security,
        response: { 200: cascadeRespondersResponse, ...errorResponses(401, 403) },
      },
    },
    async (req) => service.responders(adminCommunity(req).communityId),
  );
  app.put(
    '/v1/notifications/cascade/responders',
    {
      onRequest,
      schema: {
        operationId: 'cascade.setResponders',
        summary: "Sets the community's responders",
        tags,
        security,
        body: cascadeRespondersBody,
        response: { 200: cascadeRespondersResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => service.setResponders(adminCommunity(req), req.body.responders),
  );
  app.get(
    '/v1/notifications/:id/cascade',
    {
      onRequest,
      schema: {
        operationId: 'cascade.alert',
        summary:
          "An alert's cascade: people by state, how they confirmed, texts, calls and e-mails by status, cost",
        tags,
        security,
        params: notificationIdParams,
        response: { 200: alertCascade, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => view.counts(adminCommunity(req), req.params.id),
  );
};
