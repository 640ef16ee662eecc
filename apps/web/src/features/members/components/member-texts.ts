import type { BatchAction } from '../api/batch-members';

// Spec 000 §8: fallbacks follow "Error trying to ..." when the server sends no message.
export const MEMBER_ERRORS = {
  fetch: 'Error trying to fetch members',
  update: 'Error trying to update member',
  role: 'Error trying to update role',
  verify: 'Error trying to verify member',
  createAdministrator: 'Error trying to create administrator',
  groups: 'Error trying to fetch member groups',
  preview: 'Error trying to preview members import',
  import: 'Error trying to import members',
  export: 'Error trying to export members',
} as const;

export interface BatchText {
  /** Button and dialog confirm label. */
  label: string;
  title: string;
  /** What the dialog says will happen to `n` members. */
  confirm: (n: number) => string;
  done: (n: number) => string;
  error: string;
  danger?: boolean;
}

const members = (n: number) => (n === 1 ? '1 member' : `${n} members`);

export const BATCH_TEXTS: Record<BatchAction, BatchText> = {
  activate: {
    label: 'Activate',
    title: 'Activate members',
    confirm: (n) => `Activate ${members(n)}? They can sign in to the app again and receive content.`,
    done: (n) => `${members(n)} activated.`,
    error: 'Error trying to activate members',
  },
  deactivate: {
    label: 'Deactivate',
    title: 'Deactivate members',
    confirm: (n) =>
      `Deactivate ${members(n)}? They are signed out, cannot sign in to the app and receive nothing until activated again.`,
    done: (n) => `${members(n)} deactivated.`,
    error: 'Error trying to deactivate members',
  },
  destroy: {
    label: 'Delete',
    title: 'Delete members',
    confirm: (n) =>
      `Delete ${members(n)}? Their personal data (name, e-mail, username) is erased for good and cannot be restored; only anonymous counts remain in the analytics.`,
    done: (n) => `${members(n)} deleted.`,
    error: 'Error trying to delete members',
    danger: true,
  },
  verify: {
    label: 'Send verification',
    title: 'Send verification e-mails',
    confirm: (n) =>
      `Send a verification e-mail to ${members(n)}? Only active members whose e-mail is not verified yet receive one.`,
    done: (n) =>
      n === 0
        ? 'None of the selected members needed a verification e-mail.'
        : `Verification e-mails are on their way to ${members(n)}.`,
    error: 'Error trying to send verifications',
  },
};

export const ROLE_LABELS = { ADMIN: 'Administrator', MEMBER: 'Member' } as const;
export const STATUS_LABELS = { ACTIVE: 'Active', INACTIVE: 'Inactive', DELETED: 'Deleted' } as const;
export const STATUS_COLORS = { ACTIVE: 'green', INACTIVE: 'yellow', DELETED: 'red' } as const;
