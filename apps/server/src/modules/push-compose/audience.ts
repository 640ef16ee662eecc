/** Who a notification goes to: no groups and no recipients = every active member; `open` adds every guest. */
export interface Audience {
  open: boolean;
  groups: string[];
  recipients: string[];
}

export const everyone = (a: Audience) => a.groups.length === 0 && a.recipients.length === 0;

/** What publishing stored for an item's push (notification_requests.audience) as a notification audience. */
export function audienceOfAccess(a: { access?: string; groups?: string[]; recipients?: string[] }): Audience {
  switch (a.access) {
    case 'OPEN':
      return { open: true, groups: [], recipients: [] };
    case 'GROUPS':
    case 'RECIPIENTS':
      return { open: false, groups: a.groups ?? [], recipients: a.recipients ?? [] };
    default:
      return { open: false, groups: [], recipients: [] };
  }
}
