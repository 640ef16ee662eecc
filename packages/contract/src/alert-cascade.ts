import { z } from 'zod';
import { isoDate, listQuery, paged, uuid } from './common';
import { languageTag } from './languages';
import { alertType } from './notification-alerts';
import { notificationReachBody, notificationTranslation } from './notifications';

// Alerts that reach everyone (issue 36): after the push, a community's cascade policy goes on by SMS, voice call and
// e-mail until each person confirms; the people it could not reach become the responders' call sheet.

export const cascadeMessages = {
  policyUpdated: 'Alert cascade settings were updated',
  stepsRequired: 'Add at least one step to the cascade.',
  pushFirst: 'The push can only be the first step.',
  stepRepeats: 'Each channel can appear once in the cascade.',
  providerNotFound: 'Provider was invalid or could not be found',
  providerSaved: 'Provider was saved',
  providerRemoved: 'Provider was removed',
  secretRequired: 'Please enter the provider’s secret (auth token or password).',
  sendersRequired: 'Add at least one sending number.',
  senderInvalid:
    'A sending number must be a phone number in E.164 form (+12045550123) or a short code of 5 or 6 digits.',
  smppNoVoice: 'An SMPP connection sends texts only: remove its voice numbers.',
  fieldRequired: 'This field is required for this kind of provider.',
  respondersUpdated: 'Responders were updated',
  responderNotFound: 'A responder is not an active member of the community.',
  personNotFound: 'This person is not in the alert’s audience.',
  notAnAlert: 'Only an emergency alert has a cascade.',
  checkInRecorded: 'Check-in was recorded',
  recordingSaved: 'Recording was saved',
  recordingRemoved: 'Recording was removed',
  recordingType: 'Please upload the recording as an MP3 or WAV file.',
  recordingTooLarge: 'A recording can be at most 5 MB.',
  recordingLanguage: 'The alert has no text in this language.',
  confirmLinkInvalid: 'This confirmation link is invalid or has expired.',
  confirmed: 'Thank you: your answer was recorded.',
  cascadeStopped: 'The cascade was stopped: nobody will be contacted again for this alert.',
  fetchFailed: 'Error trying to fetch the alert cascade',
  updateFailed: 'Error trying to update the alert cascade',
  callSheetFailed: 'Error trying to print the call sheet',
  checkInFailed: 'Error trying to record the check-in',
} as const;

export const CASCADE_CHANNELS = ['PUSH', 'SMS', 'VOICE', 'EMAIL'] as const;
export const cascadeChannel = z.enum(CASCADE_CHANNELS);
export type CascadeChannel = z.infer<typeof cascadeChannel>;

export const cascadeStep = z.object({
  channel: cascadeChannel,
  afterMinutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .describe(
      'Minutes to wait for a confirmation after the previous step before this one (the first: after the send)',
    ),
});
export type CascadeStep = z.infer<typeof cascadeStep>;

/** A community's cascade: ordered steps, how many times they run, which alert kinds use them. */
export const cascadePolicyBody = z.object({
  enabled: z.boolean(),
  alertTypes: z.array(alertType).max(10).describe('The kinds of emergency alert that cascade'),
  steps: z.array(cascadeStep).min(1, cascadeMessages.stepsRequired).max(4),
  cycles: z.number().int().min(1).max(5).describe('Times the steps run for a person who has not confirmed'),
  cycleAfterMinutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .describe('Minutes between the last step of a cycle and the first of the next'),
  receiptTimeoutSeconds: z
    .number()
    .int()
    .min(30)
    .max(3600)
    .describe('A text or call with no receipt by then goes to the next provider'),
});
export type CascadePolicyBody = z.input<typeof cascadePolicyBody>;
export const cascadePolicy = cascadePolicyBody.extend({ updatedAt: isoDate.nullable() });
export type CascadePolicy = z.infer<typeof cascadePolicy>;

// --- providers ---

/** TWILIO: any Twilio-compatible REST API (Messages, Calls with TwiML); SMPP: an SMS centre over SMPP 3.4. */
export const PROVIDER_KINDS = ['TWILIO', 'SMPP'] as const;
export const providerKind = z.enum(PROVIDER_KINDS);
export const SENDER_KINDS = ['LONG_CODE', 'TOLL_FREE', 'SHORT_CODE', 'VOICE'] as const;
export const senderKind = z.enum(SENDER_KINDS);
export type SenderKind = z.infer<typeof senderKind>;
/** Messages (or calls) a second each kind of sender may hand over in Canada, unless the provider says otherwise. */
export const DEFAULT_SENDER_RATES: Record<SenderKind, number> = {
  LONG_CODE: 1,
  TOLL_FREE: 20,
  SHORT_CODE: 100,
  VOICE: 1,
};

/** A sender's address: a short code is 5 or 6 digits, every other sender an E.164 number. */
export const senderAddressValid = (kind: SenderKind, address: string) =>
  kind === 'SHORT_CODE' ? /^\d{5,6}$/.test(address) : /^\+[1-9]\d{7,14}$/.test(address);

export const cascadeSenderBody = z.object({
  kind: senderKind,
  address: z.string().trim().min(3).max(20).describe('E.164 number, or a short code'),
  perSecond: z.number().min(0.01).max(1000).optional().describe('Default: DEFAULT_SENDER_RATES of its kind'),
});
export const cascadeSender = z.object({
  id: uuid,
  kind: senderKind,
  address: z.string(),
  perSecond: z.number(),
});

export const cascadeProviderBody = z.object({
  kind: providerKind,
  name: z.string().trim().min(1).max(100),
  enabled: z.boolean().default(true),
  baseUrl: z
    .url()
    .max(500)
    .nullable()
    .optional()
    .describe('TWILIO: the API root, e.g. https://api.twilio.com'),
  accountSid: z.string().trim().max(100).nullable().optional().describe('TWILIO: the account'),
  host: z.string().trim().max(255).nullable().optional().describe('SMPP: the SMS centre'),
  port: z.number().int().min(1).max(65535).nullable().optional(),
  systemId: z.string().trim().max(16).nullable().optional().describe('SMPP: the bind’s system_id'),
  secret: z
    .string()
    .min(1)
    .max(500)
    .optional()
    .describe('TWILIO auth token or SMPP password; sealed, never answered; left out = unchanged'),
  smsSegmentCost: z.number().min(0).max(10).describe('Price of one SMS segment'),
  voiceMinuteCost: z.number().min(0).max(10).describe('Price of one minute of a call'),
  currency: z.string().length(3).default('CAD'),
  ttsLanguages: z
    .array(languageTag)
    .max(30)
    .default(['en', 'fr'])
    .describe('Languages its text-to-speech speaks; others need a recording'),
  senders: z.array(cascadeSenderBody).min(1, cascadeMessages.sendersRequired).max(50),
});
export type CascadeProviderBody = z.input<typeof cascadeProviderBody>;
// Written out rather than derived from the body: the body's defaults and language tags transform, and an answer
// is encoded, not parsed.
export const cascadeProvider = z.object({
  id: uuid,
  kind: providerKind,
  name: z.string(),
  enabled: z.boolean(),
  baseUrl: z.string().nullable(),
  accountSid: z.string().nullable(),
  host: z.string().nullable(),
  port: z.number().int().nullable(),
  systemId: z.string().nullable(),
  smsSegmentCost: z.number(),
  voiceMinuteCost: z.number(),
  currency: z.string(),
  ttsLanguages: z.array(z.string()),
  position: z.number().int().describe('Failover order: 0 is tried first'),
  hasSecret: z.boolean(),
  senders: z.array(cascadeSender),
  callbackBase: z
    .string()
    .describe('Where the provider sends status callbacks and replies (set it in its console)'),
});
export type CascadeProvider = z.infer<typeof cascadeProvider>;
export const cascadeProvidersResponse = z.object({ data: z.array(cascadeProvider) });
export const cascadeProviderOrderBody = z.object({ ids: z.array(uuid).max(20) });

// --- responders ---

export const cascadeResponderBody = z.object({
  membershipId: uuid,
  groups: z.array(uuid).max(50).default([]).describe('The groups (areas) whose people they visit'),
});
export const cascadeRespondersBody = z.object({ responders: z.array(cascadeResponderBody).max(200) });
export const cascadeResponder = z.object({
  membershipId: uuid,
  name: z.string(),
  groups: z.array(uuid),
});
export const cascadeRespondersResponse = z.object({ responders: z.array(cascadeResponder) });

// --- the review before a send: reach, time, cost ---

export const cascadeEstimateBody = notificationReachBody.extend({
  notificationId: uuid
    .optional()
    .describe('A saved alert being reviewed: its recordings count for the voice step'),
  alertType: alertType.nullable().optional(),
  title: z.string().max(500).default(''),
  body: z.string().max(4000).default(''),
  translations: z.array(notificationTranslation).max(30).default([]),
});
export type CascadeEstimateBody = z.input<typeof cascadeEstimateBody>;

export const cascadeLanguageFigures = z.object({
  language: z.string(),
  people: z.number().int().describe('People who would get texts and calls in this language'),
  encoding: z.enum(['GSM-7', 'UCS-2']),
  characters: z.number().int(),
  segments: z.number().int().describe('Segments of one text'),
  unicode: z.array(z.string()).describe('The characters that make the text UCS-2 (none: GSM-7)'),
  smsCost: z.number().describe('Price of one text in this language'),
  voice: z
    .enum(['TEXT_TO_SPEECH', 'RECORDING', 'NONE'])
    .describe('How a call speaks this language: a recording is played before text-to-speech is used'),
});
export type CascadeLanguageFigures = z.infer<typeof cascadeLanguageFigures>;

export const cascadeEstimate = z.object({
  applies: z.boolean().describe('The policy is on and covers this alert type'),
  people: z.number().int().describe('Active members in the audience'),
  reach: z.object({
    devices: z.number().int().describe('People with the app on a device'),
    sms: z.number().int().describe('People with a mobile number that accepts alerts'),
    voice: z.number().int().describe('People with a number that can be called'),
    emailOnly: z.number().int().describe('People reachable by e-mail only'),
    unreachable: z.number().int().describe('People with no channel at all'),
  }),
  messages: z
    .object({
      texts: z.number().int(),
      segments: z.number().int(),
      calls: z.number().int(),
      emails: z.number().int(),
    })
    .describe('At most: every cycle for everyone who never confirms (a confirmation stops the rest)'),
  languages: z.array(cascadeLanguageFigures),
  cost: z.object({ sms: z.number(), voice: z.number(), total: z.number(), currency: z.string() }),
  time: z.object({
    textsSeconds: z
      .number()
      .nullable()
      .describe(
        'Until every text of the first cycle is handed over, at the senders’ combined rate (null: no SMS provider)',
      ),
    callsSeconds: z
      .number()
      .nullable()
      .describe('Until every call of the first cycle is placed (null: no voice provider)'),
    cascadeMinutes: z
      .number()
      .describe(
        'Until the last text, call or e-mail of the last cycle is out, for people who never confirm: the steps’ minutes and the senders’ rates',
      ),
  }),
  rates: z.object({ textsPerSecond: z.number(), callsPerSecond: z.number() }),
});
export type CascadeEstimate = z.infer<typeof cascadeEstimate>;

// --- one alert's cascade: the counts, the people by state ---

/**
 * WAITING: the next step is due later; TRYING: a text or call is out; CONFIRMED: the person answered (app, SMS reply,
 * key press, e-mail link, a responder); UNCONFIRMED: every step ran, something was delivered, no answer;
 * UNREACHABLE: every channel failed, or the person has none.
 */
export const PERSON_STATES = ['WAITING', 'TRYING', 'CONFIRMED', 'UNCONFIRMED', 'UNREACHABLE'] as const;
export const personState = z.enum(PERSON_STATES);
export type PersonState = z.infer<typeof personState>;
export const CONFIRMED_VIA = ['APP', 'SMS', 'VOICE', 'EMAIL', 'RESPONDER'] as const;
export const confirmedVia = z.enum(CONFIRMED_VIA);
export const ATTEMPT_STATUSES = [
  'QUEUED',
  'HANDING_OVER',
  'SENT',
  'DELIVERED',
  'UNDELIVERED',
  'FAILED',
  'UNKNOWN',
  'CANCELLED',
] as const;
export const attemptStatus = z.enum(ATTEMPT_STATUSES);
export type AttemptStatus = z.infer<typeof attemptStatus>;

const counts = <K extends readonly [string, ...string[]]>(keys: K) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.number().int()])) as Record<K[number], z.ZodNumber>);

export const alertCascade = z.object({
  status: z.enum(['NONE', 'RUNNING', 'FINISHED', 'STOPPED']),
  startedAt: isoDate.nullable(),
  finishedAt: isoDate.nullable(),
  policy: cascadePolicyBody.nullable().describe('The policy as it was when the alert went out'),
  people: counts(PERSON_STATES),
  confirmedVia: counts(CONFIRMED_VIA),
  attempts: z.object({
    SMS: counts(ATTEMPT_STATUSES),
    VOICE: counts(ATTEMPT_STATUSES),
    EMAIL: counts(ATTEMPT_STATUSES),
  }),
  cost: z.number().describe('Spent so far at the providers’ rates'),
  currency: z.string(),
});
export type AlertCascade = z.infer<typeof alertCascade>;

export const alertAttempt = z.object({
  id: uuid,
  channel: z.enum(['SMS', 'VOICE', 'EMAIL']),
  to: z.string(),
  provider: z.string().nullable(),
  status: attemptStatus,
  reason: z.string().nullable(),
  language: z.string(),
  cycle: z.number().int(),
  createdAt: isoDate,
  handedOverAt: isoDate.nullable(),
  settledAt: isoDate.nullable(),
});
export type AlertAttempt = z.infer<typeof alertAttempt>;

export const CHECK_IN_OUTCOMES = [
  'REACHED_IN_PERSON',
  'REACHED_BY_PHONE',
  'NOT_HOME',
  'MOVED',
  'OTHER',
] as const;
export const checkInOutcome = z.enum(CHECK_IN_OUTCOMES);
export const checkInBody = z.object({
  outcome: checkInOutcome,
  note: z.string().trim().max(1000).default(''),
});
export type CheckInBody = z.input<typeof checkInBody>;
export const checkIn = z.object({
  id: uuid,
  outcome: checkInOutcome,
  note: z.string(),
  recordedBy: z.string().describe('The name of who recorded it'),
  createdAt: isoDate,
});

export const alertPerson = z.object({
  membershipId: uuid,
  name: z.string(),
  state: personState,
  confirmedVia: confirmedVia.nullable(),
  confirmedAt: isoDate.nullable(),
  nextAt: isoDate.nullable().describe('When the next step runs'),
  nextChannel: cascadeChannel.nullable(),
  cycle: z.number().int(),
  language: z.string(),
  responder: z.string().nullable(),
  lastAttempt: alertAttempt.nullable(),
  lastCheckIn: checkIn.nullable(),
});
export type AlertPerson = z.infer<typeof alertPerson>;
export const alertPeopleQuery = listQuery.extend({ state: personState.optional() });
export const alertPeoplePage = paged(alertPerson);
export const alertPersonDetail = alertPerson.extend({
  attempts: z.array(alertAttempt),
  checkIns: z.array(checkIn),
  phones: z.array(z.string()),
  address: z.string().nullable(),
  householdNotes: z.string().nullable(),
});
export const alertPersonParams = z.object({ id: z.string().max(100), membershipId: uuid });

// --- recordings (voice in a language no text-to-speech speaks) ---

export const alertRecording = z.object({
  language: z.string(),
  contentType: z.string(),
  bytes: z.number().int(),
  url: z.string().describe('A signed address to listen to it (the voice provider gets its own)'),
  createdAt: isoDate,
});
export type AlertRecording = z.infer<typeof alertRecording>;
export const alertRecordingsResponse = z.object({ data: z.array(alertRecording) });
export const alertRecordingParams = z.object({ id: z.string().max(100), language: languageTag });
export const RECORDING_MAX_BYTES = 5 * 1024 * 1024;
/** What a call can play (TwiML <Play>): MP3 and WAV, recognised by their content, never by their name. */
export const RECORDING_TYPES = ['audio/mpeg', 'audio/wav'] as const;
export const recordingUploadForm = z.object({
  recording: z.file().describe('The audio file: MP3 or WAV, at most 5 MB'),
});

// --- the e-mail's confirmation link (public) ---

export const alertConfirmParams = z.object({ token: z.string().min(10).max(200) });
export const alertConfirmation = z.object({
  community: z.string(),
  title: z.string(),
  body: z.string(),
  confirmed: z.boolean(),
});
