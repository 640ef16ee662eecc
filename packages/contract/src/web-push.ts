import { z } from 'zod';
import { isoDate, uuid } from './common';

// Web Push (RFC 8030, 8291, 8292): a browser's push subscription is a device of platform `web`, and this is what
// the server sends it (encrypted for the subscription), which the web app's service worker reads.

export const webPushMessages = {
  subscriptionInvalid:
    'A web push subscription needs its endpoint (an https address of a push service) and its keys (p256dh and auth).',
  endpointNotAllowed: 'This push service address cannot be used.',
} as const;

/** base64url of `bytes` bytes (no Buffer: the web app reads this file too), with or without its padding. */
const base64url = (bytes: number) => {
  const chars = Math.ceil((bytes * 4) / 3);
  const pad = (4 - (chars % 4)) % 4;
  return z
    .string({ error: webPushMessages.subscriptionInvalid })
    .regex(new RegExp(`^[A-Za-z0-9_-]{${chars}}(={${pad}})?$`), webPushMessages.subscriptionInvalid);
};

/** `PushSubscription.toJSON().keys`: the browser's public key and the authentication secret. */
export const webPushKeys = z.object({
  p256dh: base64url(65),
  auth: base64url(16),
});
export type WebPushKeys = z.infer<typeof webPushKeys>;

/** Web Push limits a message to 4,096 bytes once encrypted; ours stay well under with the longest texts. */
export const WEB_PUSH_PAYLOAD_VERSION = 1;

/**
 * The JSON a web device receives, decrypted by the browser (`PushEvent.data.json()`). The service worker shows
 * `title` and `body` (`tag` = `notificationId`, so a repeat or reminder replaces the shown one, `renotify` for an
 * alert). An EMERGENCY alert asks for an acknowledgement: keep it on screen (`requireInteraction`) with an
 * Acknowledge action, which POSTs /app/v1/notifications/{notificationId}/acknowledge with the subscription's
 * endpoint as `token`; opening it POSTs …/open the same way and shows `feedItemId` when there is one.
 */
export const webPushPayload = z.object({
  version: z.literal(WEB_PUSH_PAYLOAD_VERSION),
  notificationId: uuid,
  deliveryId: uuid.describe('This delivery to this device (the same on a retry)'),
  title: z.string(),
  body: z.string(),
  kind: z.enum(['STANDARD', 'EMERGENCY']).describe('EMERGENCY: an alert to acknowledge'),
  feedItemId: uuid.nullable().describe('The item the notification opens, if any'),
  sentOn: isoDate,
});
export type WebPushPayload = z.infer<typeof webPushPayload>;
