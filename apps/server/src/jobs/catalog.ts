import { z } from 'zod';
import { defineJob } from './queue';

/**
 * Every job of the server, once: its name on the wire, its payload and its queue policy. A module sends a job by
 * its handle (`queue.send(publishScheduled, { feedItemId, publishAt })`, checked against the schema at compile
 * time) and the module that carries it out gives the handler in its `*.jobs.ts` (`handle(publishScheduled, …)`).
 * The names are the pg-boss queue names: renaming one strands the rows already queued under the old name.
 */

/**
 * The poll of sweeps and background work (jobs/queue.ts' pollSeconds): none has someone waiting on it by the second —
 * a minute's sweep, a day's check, invitations after an import, a series' next push (which then leaves up to 10 s
 * after its minute) — and each worker process polls each queue, so these poll a tenth as often.
 */
const BACKGROUND_POLL_SECONDS = 10;

// ——— Mail ———

/**
 * Delivers one stored e-mail. Dispatching it twice queues it once (keyed by its id); the status check covers the rest.
 * Transactional mail is sent with a higher priority than bulk mail (mail.service.ts), so a reset never waits behind
 * an import's invitations; 50 per poll, sent side by side over the pooled SMTP connections (one a poll was 0.87/s).
 */
export const sendEmail = defineJob({
  name: 'email.send',
  outward: true,
  schema: z.object({ emailId: z.uuid() }),
  retryLimit: 8,
  retryDelaySeconds: 30,
  policy: 'stately',
  batchSize: 50,
});

// ——— Public pages: account e-mails looked up in the queue (the answer neither says nor times whether one exists) ———

export const accountResetRequest = defineJob({
  name: 'account.reset-request',
  outward: true,
  schema: z.object({ email: z.string() }),
  retryLimit: 3,
});

export const accountDeletionRequest = defineJob({
  name: 'account.deletion-request',
  outward: true,
  schema: z.object({ email: z.string(), communityId: z.uuid() }),
  retryLimit: 3,
});

// ——— Communities ———

/** The "send summary" e-mails of one summary row (one per active administrator). */
export const communitySummary = defineJob({
  name: 'community.summary',
  outward: true,
  schema: z.object({ summaryId: z.uuid() }),
  retryLimit: 3,
});

// ——— Members ———

export const sendMemberVerification = defineJob({
  name: 'members.send-verification',
  outward: true,
  schema: z.object({ userId: z.uuid(), communityId: z.uuid() }),
  retryLimit: 3,
});

export const membersImport = defineJob({
  name: 'members.import',
  schema: z.object({ importId: z.uuid() }),
  retryLimit: 2,
});

/** A CSV import of contact channels (issue 36 #1): resumable from its cursor, each row idempotent. */
export const contactsImport = defineJob({
  name: 'contacts.import',
  schema: z.object({ importId: z.uuid() }),
  retryLimit: 2,
});

/** Invitations to accounts an import created; invitedBy: the importing administrator, whose language they speak. */
export const membersInvite = defineJob({
  name: 'members.invite',
  outward: true,
  schema: z.object({ communityId: z.uuid(), userIds: z.array(z.uuid()), invitedBy: z.uuid().optional() }),
  retryLimit: 5,
  pollSeconds: BACKGROUND_POLL_SECONDS,
});

/** Invitations to existing accounts an import added to the community. */
export const membersInviteToJoin = defineJob({
  name: 'members.invite-to-join',
  outward: true,
  schema: z.object({ communityId: z.uuid(), userIds: z.array(z.uuid()) }),
  retryLimit: 5,
  pollSeconds: BACKGROUND_POLL_SECONDS,
});

// ——— Publishing ———

/** One job per (item, time): rescheduling queues a new one and the old one finds nothing to do. */
export const publishScheduled = defineJob({
  name: 'feed.publish-scheduled',
  schema: z.object({ feedItemId: z.uuid(), publishAt: z.iso.datetime() }),
  retryLimit: 10,
  retryDelaySeconds: 15,
});

/** The singleton key of a publishScheduled job: one per item and time. */
export const scheduleKey = (itemId: string, publishAt: Date) => `${itemId}@${publishAt.toISOString()}`;

// ——— Notifications (push) ———

export const deliverNotification = defineJob({
  name: 'notifications.deliver',
  outward: true,
  schema: z.object({ notificationId: z.uuid() }),
  retryLimit: 10,
  retryDelaySeconds: 5,
});

/** Turns the publish requests (items published with a notification) into notifications and starts them. */
export const convertPublishRequests = defineJob({
  name: 'notifications.publish-requests',
  schema: z.object({}),
  retryLimit: 10,
  retryDelaySeconds: 5,
});

/**
 * A push to one member's phones (support's answer to their ticket). `requestId` is chosen by the sender and becomes
 * the notification's id, so a retried job finds its notification made and makes no second one.
 */
export const pushToMember = defineJob({
  name: 'notifications.push-to-member',
  outward: true,
  schema: z.object({
    requestId: z.uuid(),
    communityId: z.uuid(),
    userId: z.uuid(),
    title: z.string(),
    body: z.string(),
  }),
  retryLimit: 5,
});

/** Creates (or brings in line with an edit) the later occurrences of a recurring notification. */
export const materializeSeries = defineJob({
  name: 'notifications.series',
  schema: z.object({ seriesId: z.uuid() }),
  retryLimit: 5,
  pollSeconds: BACKGROUND_POLL_SECONDS,
});

/** Every minute: reminders are due `delay` after a delivery, so a minute is the finest delay worth keeping. */
export const alertReminders = defineJob({
  name: 'notifications.alert-reminders',
  schema: z.object({}),
  cron: '* * * * *',
  retryLimit: 0,
  pollSeconds: BACKGROUND_POLL_SECONDS,
});

/** Every day at 06:00 UTC (before the working day across Canada): every community's credentials are checked. */
export const pushHealthCheck = defineJob({
  name: 'notifications.push-health',
  schema: z.object({}),
  cron: '0 6 * * *',
  // A missed day is caught up by the next one; retrying a whole sweep at once would only repeat requests.
  retryLimit: 1,
  pollSeconds: BACKGROUND_POLL_SECONDS,
});

// ——— Alerting protocol (CAP) ———

/**
 * An alert's CAP document, published as the alert is sent: queued with the send (push-compose's kickOff) for that
 * alert. Every minute, the sweep (no id): every alert under way with no CAP document yet, a scheduled one that
 * started, one whose own job failed (cap.publish.ts).
 */
export const capPublish = defineJob({
  name: 'cap.publish',
  schema: z.object({ notificationId: z.uuid().optional() }),
  cron: '* * * * *',
  retryLimit: 0,
});

/**
 * Every two minutes: each CAP source of a community with an area is polled with its ETag (cap.relay.ts). A relay
 * at once is sent by its own transaction's delivery job, so this sweep is not an outward job itself.
 */
export const capPoll = defineJob({
  name: 'cap.poll',
  schema: z.object({}),
  cron: '*/2 * * * *',
  retryLimit: 0,
  pollSeconds: BACKGROUND_POLL_SECONDS,
});

// ——— Reports and analytics ———

export const buildReport = defineJob({
  name: 'reports.build',
  outward: true,
  schema: z.object({ reportId: z.uuid() }),
  // Keyed by the report: asking again while one waits queues nothing; the service sends once in any case.
  policy: 'stately',
  retryLimit: 5,
  retryDelaySeconds: 60,
});

export const reportSubscriptions = defineJob({
  name: 'reports.subscriptions',
  schema: z.object({}),
  // 10:00 UTC is already Monday (or the 1st) in every Canadian zone, Newfoundland to the Yukon; a later run in
  // the same period sends what a missed one did not (one report per community and period).
  cron: '0 10 * * *',
  retryLimit: 2,
  pollSeconds: BACKGROUND_POLL_SECONDS,
});

/** The analytics roll-up, every minute; a run loops batches until caught up (rollup.ts says why it is safe). */
export const analyticsRollup = defineJob({
  name: 'analytics.rollup',
  schema: z.object({}),
  cron: '* * * * *',
  // A retry is harmless (the watermark moves with the counts); the next minute's run catches up anyway.
  retryLimit: 1,
  pollSeconds: BACKGROUND_POLL_SECONDS,
});

// ——— Support ———

/** Queued for the day a resolved ticket may close; closes every ticket due by then (each once). */
export const supportAutoClose = defineJob({
  name: 'support.auto-close',
  schema: z.object({}),
  pollSeconds: BACKGROUND_POLL_SECONDS,
});

// ——— Audit trail ———

/**
 * Every day at 03:30 UTC: rows of the audit trail older than AUDIT_RETENTION_MONTHS (never under 24) go, chain by
 * chain, from the start (modules/audit/audit.purge.ts). A missed day is caught up by the next one.
 */
export const auditPurge = defineJob({
  name: 'audit.purge',
  schema: z.object({}),
  cron: '30 3 * * *',
  retryLimit: 1,
  pollSeconds: BACKGROUND_POLL_SECONDS,
});

/**
 * Every day at 03:45 UTC, after the purge: a signed checkpoint of every chain's head, kept outside the database
 * (modules/audit/audit.checkpoints.ts). The verifier holds each chain to every checkpoint kept.
 */
export const auditCheckpoint = defineJob({
  name: 'audit.checkpoint',
  schema: z.object({}),
  cron: '45 3 * * *',
  retryLimit: 3,
});

// ——— Community exports ———

/**
 * Writes one community's full export (modules/exports): streamed into an encrypted archive, its progress on the
 * export's row. A retry starts the archive over (the status check makes a finished export a no-op).
 */
export const communityExport = defineJob({
  name: 'community.export',
  schema: z.object({ exportId: z.uuid() }),
  retryLimit: 2,
  retryDelaySeconds: 60,
  // A large community's export may run longer than pg-boss's 15 minutes, which would fail it and start a second.
  expireSeconds: 2 * 3600,
});

/**
 * Every hour: exports past their 24 hours are marked expired and their archives leave the disk, whether or not anyone
 * opens the exports list again (a community's whole data should not sit on the disk for weeks).
 */
export const exportsExpirySweep = defineJob({
  name: 'community.exports-expiry',
  schema: z.object({}),
  cron: '41 * * * *',
  retryLimit: 1,
  pollSeconds: BACKGROUND_POLL_SECONDS,
});

// ——— Closing and deletion of a community ———

/**
 * Every hour: the closings' reminders that are due, and the deletion job of each closing whose grace period is
 * over (queued again, keyed as at the closing, in case that one was lost).
 */
export const communityClosingSweep = defineJob({
  name: 'community.closing-sweep',
  schema: z.object({}),
  cron: '17 * * * *',
  retryLimit: 1,
  pollSeconds: BACKGROUND_POLL_SECONDS,
});

/**
 * Deletes a closed community at the end of its grace period and e-mails its certificate. Safe to run twice (a retry,
 * a second server, the sweep's copy): it locks the closing row and finds nothing to do once the community is gone.
 */
export const communityDelete = defineJob({
  name: 'community.delete',
  schema: z.object({ communityId: z.uuid() }),
  retryLimit: 5,
  retryDelaySeconds: 300,
});

/** Every day at 07:00 UTC: each community's retention settings (archive past events and closed jobs, purge). */
export const retentionSweep = defineJob({
  name: 'retention.sweep',
  schema: z.object({}),
  cron: '0 7 * * *',
  retryLimit: 1,
  pollSeconds: BACKGROUND_POLL_SECONDS,
});
