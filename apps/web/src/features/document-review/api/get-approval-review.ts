import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApprovalReview } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { documentReviewKeys } from './keys';

/** Public: the e-mailed link's token is the reviewer's only credential. */
export const getApprovalReview = (token: string, signal?: AbortSignal) =>
  api.get<ApprovalReview>(`/v1/approvals/${encodeURIComponent(token)}`, { signal, auth: 'none' });

export const approvalReviewQuery = (token: string) =>
  queryOptions({
    queryKey: documentReviewKeys.review(token),
    queryFn: ({ signal }) => getApprovalReview(token, signal),
    retry: false,
  });

export const useApprovalReview = (token: string) => useQuery(approvalReviewQuery(token));
