// The provider interface shared by the push helpers (see the push design note): the delivery job only
// ever sees PushSender / PushProviders, so APNs, FCM and the simulator stay swappable behind it.

export type Platform = 'ios' | 'android' | 'web';

export interface PushMessage {
  /** Our delivery row id: sent as apns-id (a UUID) / in FCM data, for logs and dedupe. */
  deliveryId: string;
  /** The APNs or FCM token; for web, the subscription's endpoint. */
  token: string;
  platform: Platform;
  /** web: the subscription's keys (RFC 8291), base64url. */
  web?: { p256dh: string; auth: string };
  title: string;
  body: string;
  /** Always includes notificationId; feedItemId when linked. */
  data: Record<string, string>;
  /** APNs interruption-level time-sensitive + priority 10; FCM android.priority HIGH. */
  emergency: boolean;
  /** = notification id: a repeat replaces the earlier one on the device (never shown twice). */
  collapseId: string;
  expiresAt?: Date;
}

export type PushOutcome =
  | { kind: 'delivered' }
  /** APNs 410 Unregistered (timestamp), 400 BadDeviceToken/DeviceTokenNotForTopic, FCM UNREGISTERED / INVALID_ARGUMENT on the token. */
  | { kind: 'token-gone'; reason: string; at?: Date }
  /** 429, 5xx, connection errors. afterMs = the provider's Retry-After, or 0 when it gave none (use your backoff). */
  | { kind: 'retry'; afterMs: number; reason: string }
  /** Bad key/team/service account: stop this community's send. */
  | { kind: 'credentials'; reason: string }
  /** Any other permanent per-message error. */
  | { kind: 'failed'; reason: string };

export interface PushCredentials {
  apn?: { keyPem: string; keyId: string; teamId: string; topic: string };
  gcm?: { serviceAccountJson: string };
  /**
   * Demo communities only (the community's `push_simulated` flag): send to the in-process provider simulator
   * instead of Apple and Google. Real communities never set it.
   */
  simulated?: boolean;
}

export interface PushSender {
  /** One outcome per message, in the same order. Never rejects for a per-message problem. */
  send(messages: PushMessage[]): Promise<PushOutcome[]>;
  close(): Promise<void>;
}

export interface PushProviders {
  /** One sender per community (cached; JWT / OAuth tokens reused per the rules). */
  senderFor(communityId: string, creds: PushCredentials): PushSender;
  /** Credential health: APNs = a request to a known-bad token (BadDeviceToken means the key is good); FCM = validate_only. */
  testCredentials(creds: PushCredentials): Promise<{ apn?: 'ok' | string; gcm?: 'ok' | string }>;
  close(): Promise<void>;
}
