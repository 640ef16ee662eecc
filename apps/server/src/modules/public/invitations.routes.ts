import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invitationOutcomeResponse, invitationResponse, invitationTokenParams } from '@gathering/contract';
import { errorResponses, publicRoute as security } from '../../lib/route';
import type { InvitationsService } from './invitations.service';

const tags = ['public'];

/** The page behind an invitation e-mail: which community asks, then the person's answer. */
export const invitationsRoutes: FastifyPluginAsyncZod<{ service: InvitationsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/v1/invitations/:token',
    {
      schema: {
        operationId: 'public.getInvitation',
        summary: 'The community an invitation link asks to join',
        tags,
        security,
        params: invitationTokenParams,
        response: { 200: invitationResponse, ...errorResponses(400) },
      },
    },
    async (req) => service.get(req.params.token),
  );

  app.post(
    '/v1/invitations/:token/accept',
    {
      schema: {
        operationId: 'public.acceptInvitation',
        summary: 'Accept an invitation: the membership becomes active',
        tags,
        security,
        params: invitationTokenParams,
        response: { 200: invitationOutcomeResponse, ...errorResponses(400) },
      },
    },
    async (req) => service.answer(req.params.token, true),
  );

  app.post(
    '/v1/invitations/:token/decline',
    {
      schema: {
        operationId: 'public.declineInvitation',
        summary: 'Decline an invitation: the pending membership is removed',
        tags,
        security,
        params: invitationTokenParams,
        response: { 200: invitationOutcomeResponse, ...errorResponses(400) },
      },
    },
    async (req) => service.answer(req.params.token, false),
  );
};
