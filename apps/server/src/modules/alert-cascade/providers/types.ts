/**
 * The one port every SMS / voice provider is reached through (issue 36 #4). A provider hands a text or a call over
 * and answers its reference, or why it refused; receipts and replies come back later, by HTTP callback (Twilio) or
 * on the provider's own connection (SMPP's deliver_sm), to the handlers given at creation.
 */
export interface OutgoingText {
  attemptId: string;
  from: string;
  to: string;
  text: string;
  /** Where a Twilio-compatible provider posts this text's status. */
  statusCallback: string;
}

export interface OutgoingCall {
  attemptId: string;
  from: string;
  to: string;
  /** The call's TwiML: what is said or played, and the key-press prompt. */
  twiml: string;
  statusCallback: string;
}

/** `permanent`: the provider refused this message for good (a bad number); otherwise the next provider may try. */
export type HandOver = { ok: true; ref: string } | { ok: false; reason: string; permanent: boolean };

/** What a provider tells later: a receipt for a message it took, or a text someone sent to one of our numbers. */
export type ReceiptStatus = 'SENT' | 'DELIVERED' | 'UNDELIVERED' | 'FAILED';
export interface ProviderEvents {
  receipt(providerId: string, ref: string, status: ReceiptStatus, reason: string | null): Promise<void>;
  inbound(providerId: string, from: string, to: string, text: string): Promise<void>;
}

export interface ProviderClient {
  readonly voice: boolean;
  sendText(t: OutgoingText): Promise<HandOver>;
  call(c: OutgoingCall): Promise<HandOver>;
  close(): Promise<void>;
}
