import type { z } from 'zod';
import type { MessageResponse, platformReportBody } from '@gathering/contract';
import { api } from '../../../lib/api-client';

export type PlatformReportBody = z.input<typeof platformReportBody>;

/** Queues the platform report; the server answers 202 with the sentence to show, and e-mails the PDF later. */
export const createPlatformReport = (body: PlatformReportBody) =>
  api.post<MessageResponse>('/v2/reports/administrator/create', body);
