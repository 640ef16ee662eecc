import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  approvalDecisionBody,
  approvalReview,
  approvalTokenParams,
  contentMessages,
  errorResponse,
  messageResponse,
} from '@gathering/contract';
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
        tags,
        summary: 'The document a reviewer was asked to approve',
        params: approvalTokenParams,
        response: { 200: approvalReview, 400: errorResponse },
      },
    },
    async (req) => service.review(req.params.token),
  );

  app.post(
    '/v1/approvals/:token',
    {
      schema: {
        tags,
        summary: 'Approve or reject the document, with a comment',
        params: approvalTokenParams,
        body: approvalDecisionBody,
        response: { 200: messageResponse, 400: errorResponse, 409: errorResponse },
      },
    },
    async (req) => {
      await service.decide(req.params.token, req.body);
      return { message: contentMessages.approvalSaved };
    },
  );
};
