import type { z } from 'zod';
import type { communityReportBody, MessageResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';

export type CommunityReportBody = z.input<typeof communityReportBody>;

/** Queues the community's report; the server answers 202 with the sentence to show, and e-mails the PDF later. */
export const createCommunityReport = (body: CommunityReportBody) =>
  api.post<MessageResponse>('/v2/reports/community/create', body);
