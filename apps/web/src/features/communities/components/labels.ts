import { COMMUNITY_STATUSES, SUBSCRIPTION_TIERS, type CommunityStatus } from '@gathering/contract';

export const STATUS_LABELS: Record<CommunityStatus, string> = {
  ONBOARDING: 'Onboarding',
  ACTIVE: 'Active',
  SUSPENDED: 'Suspended',
};
export const STATUS_COLORS: Record<CommunityStatus, string> = {
  ONBOARDING: 'blue',
  ACTIVE: 'green',
  SUSPENDED: 'red',
};

export const STATUS_OPTIONS = COMMUNITY_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));
export const TIER_OPTIONS = SUBSCRIPTION_TIERS.map((value) => ({ value, label: titleCase(value) }));

export function titleCase(value: string) {
  return value.charAt(0) + value.slice(1).toLowerCase();
}

export const statusLabel = (status: string) => STATUS_LABELS[status as CommunityStatus] ?? titleCase(status);
export const statusColor = (status: string) => STATUS_COLORS[status as CommunityStatus] ?? 'gray';
