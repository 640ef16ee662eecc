import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  approvalDecisionBody,
  approvalReview,
  approvalTokenParams,
  contentMessages,
  messageResponse,
} from '@gathering/contract';
import { errorResponses, publicRoute as security } from '../../lib/route';
import type { ApprovalsService } from './approvals.service';

const tags = ['approvals'];

// Public: the reviewer's e-mailed link is their only credential (see approvals.service).
export const approvalsRoutes: FastifyPluginAsyncZod<{ service: ApprovalsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/v1/approvals/:token',
    {
      schema: {
        operationId: 'approvals.get',
        summary: 'The document a reviewer was asked to approve',
        tags,
        security,
        params: approvalTokenParams,
        response: { 200: approvalReview, ...errorResponses(400) },
      },
    },
    async (req) => service.review(req.params.token),
  );

  app.post(
    '/v1/approvals/:token',
    {
      schema: {
        operationId: 'approvals.decide',
        summary: 'Approve or reject the document, with a comment',
        tags,
        security,
        params: approvalTokenParams,
        body: approvalDecisionBody,
        response: { 200: messageResponse, ...errorResponses(400, 409) },
      },
    },
    async (req) => {
      await service.decide(req.params.token, req.body);
      return { message: contentMessages.approvalSaved };
    },
  );
};
