import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { alertConfirmation, alertConfirmParams, uuid } from '@gathering/contract';
import { errorResponses, publicRoute as security } from '../../lib/route';
import type { Callbacks } from './callbacks';

const tags = ['cascade'];
const form = z.record(z.string(), z.string());
const attemptParams = z.object({ providerId: uuid, attemptId: uuid });
const twiml = { description: 'TwiML', content: { 'text/xml': { schema: z.string() } } };
const signature = (headers: Record<string, unknown>) => headers['x-twilio-signature'] as string | undefined;

/**
 * The providers' callbacks (form-encoded, signed with X-Twilio-Signature) and the e-mail's confirmation link. Public:
 * a provider has no session; the signature is the proof.
 */
export const cascadeCallbackRoutes: FastifyPluginAsyncZod<{ callbacks: Callbacks }> = async (
  app,
  { callbacks },
) => {
  // Providers post application/x-www-form-urlencoded; only these routes take it (the plugin's own parser).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 65536 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post(
    '/v1/public/cascade/providers/:providerId/status/:attemptId',
    {
      schema: {
        operationId: 'cascade.providerStatus',
        summary: "A text's or call's status callback (signed by the provider)",
        tags,
        security,
        params: attemptParams,
        body: form,
        response: { 204: z.null(), ...errorResponses(400, 403, 404) },
      },
    },
    async (req, reply) => {
      await callbacks.status(
        req.params.providerId,
        req.params.attemptId,
        req.url,
        req.body,
        signature(req.headers),
      );
      return reply.code(204).send(null);
    },
  );
  app.post(
    '/v1/public/cascade/providers/:providerId/gather/:attemptId',
    {
      schema: {
        operationId: 'cascade.providerKeyPress',
        summary: 'A key pressed during an alert call (signed by the provider): 1 confirms',
        tags,
        security,
        params: attemptParams,
        body: form,
        response: { 200: twiml, ...errorResponses(400, 403, 404) },
      },
    },
    async (req, reply) => {
      const answer = await callbacks.gather(
        req.params.providerId,
        req.params.attemptId,
        req.url,
        req.body,
        signature(req.headers),
      );
      return reply.header('content-type', 'text/xml; charset=utf-8').send(answer);
    },
  );
  app.post(
    '/v1/public/cascade/providers/:providerId/inbound',
    {
      schema: {
        operationId: 'cascade.providerInbound',
        summary:
          "A text to one of the provider's numbers (signed): STOP / ARRÊT / START, or 1 / OK / OUI to confirm",
        tags,
        security,
        params: z.object({ providerId: uuid }),
        body: form,
        response: { 200: twiml, ...errorResponses(400, 403, 404) },
      },
    },
    async (req, reply) => {
      const answer = await callbacks.inbound(
        req.params.providerId,
        req.url,
        req.body,
        signature(req.headers),
      );
      return reply.header('content-type', 'text/xml; charset=utf-8').send(answer);
    },
  );

  app.get(
    '/v1/public/cascade/confirm/:token',
    {
      schema: {
        operationId: 'cascade.confirmation',
        summary:
          "The alert an e-mail's confirmation link names, and whether it is confirmed (changes nothing)",
        tags,
        security,
        params: alertConfirmParams,
        response: { 200: alertConfirmation, ...errorResponses(400, 404) },
      },
    },
    async (req) => callbacks.confirmation(req.params.token),
  );
  app.post(
    '/v1/public/cascade/confirm/:token',
    {
      schema: {
        operationId: 'cascade.confirm',
        summary: "Confirms an alert from its e-mail's link: the cascade stops for that person",
        tags,
        security,
        params: alertConfirmParams,
        response: { 200: alertConfirmation, ...errorResponses(400, 404) },
      },
    },
    async (req) => callbacks.confirmByLink(req.params.token),
  );
};
