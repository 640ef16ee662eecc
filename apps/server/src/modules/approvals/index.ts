// The approvals module's public surface (document reviews): its service and, for Pick<> ports built in composition/,
// its repository's type.
export type { ApprovalsRepository } from './approvals.repository';
export type { ApprovalsService } from './approvals.service';
