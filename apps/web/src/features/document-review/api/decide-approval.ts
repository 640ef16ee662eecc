import { useMutation } from '@tanstack/react-query';
import type { ApprovalDecisionBody, MessageResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';

export const decideApproval = (token: string, body: ApprovalDecisionBody) =>
  api.post<MessageResponse>(`/v1/approvals/${encodeURIComponent(token)}`, body, { auth: 'none' });

export const useDecideApproval = (token: string) =>
  useMutation({ mutationFn: (body: ApprovalDecisionBody) => decideApproval(token, body) });
