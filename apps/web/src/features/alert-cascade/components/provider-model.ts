import {
  cascadeMessages,
  cascadeProviderBody,
  languageMessages,
  senderAddressValid,
  type CascadeProvider,
  type CascadeProviderBody,
  type SenderKind,
} from '@gathering/contract';
import { i18n } from '../../../i18n';

export type SenderRow = { kind: SenderKind; address: string; perSecond: number | string };
/** What the provider dialog holds: text fields as typed ('' = none), numbers as Mantine's inputs give them. */
export type ProviderValues = {
  kind: CascadeProviderBody['kind'];
  name: string;
  enabled: boolean;
  baseUrl: string;
  accountSid: string;
  host: string;
  port: number | string;
  systemId: string;
  /** Write-only: empty keeps the stored secret (an edit); never filled from the server, which never answers it. */
  secret: string;
  smsSegmentCost: number | string;
  voiceMinuteCost: number | string;
  currency: string;
  ttsLanguages: string[];
  senders: SenderRow[];
};

export const TWILIO_API = 'https://api.twilio.com';

export const emptyProvider = (): ProviderValues => ({
  kind: 'TWILIO',
  name: '',
  enabled: true,
  baseUrl: TWILIO_API,
  accountSid: '',
  host: '',
  port: 2775,
  systemId: '',
  secret: '',
  smsSegmentCost: 0.0079,
  voiceMinuteCost: 0.014,
  currency: 'CAD',
  ttsLanguages: ['en', 'fr'],
  senders: [{ kind: 'LONG_CODE', address: '', perSecond: '' }],
});

export function providerValuesOf(p: CascadeProvider): ProviderValues {
  return {
    kind: p.kind,
    name: p.name,
    enabled: p.enabled,
    baseUrl: p.baseUrl ?? (p.kind === 'TWILIO' ? TWILIO_API : ''),
    accountSid: p.accountSid ?? '',
    host: p.host ?? '',
    port: p.port ?? 2775,
    systemId: p.systemId ?? '',
    secret: '',
    smsSegmentCost: p.smsSegmentCost,
    voiceMinuteCost: p.voiceMinuteCost,
    currency: p.currency,
    ttsLanguages: [...p.ttsLanguages],
    senders: p.senders.map((s) => ({ kind: s.kind, address: s.address, perSecond: s.perSecond })),
  };
}

const text = (v: string) => (v.trim() === '' ? null : v.trim());
const num = (v: number | string) => (typeof v === 'number' ? v : undefined);

/** The contract's body: only the kind's own fields, the secret only when one was typed. */
export function providerBodyOf(v: ProviderValues): CascadeProviderBody {
  const twilio = v.kind === 'TWILIO';
  return {
    kind: v.kind,
    name: v.name,
    enabled: v.enabled,
    baseUrl: twilio ? text(v.baseUrl) : null,
    accountSid: twilio ? text(v.accountSid) : null,
    host: twilio ? null : text(v.host),
    port: twilio ? null : (num(v.port) ?? null),
    systemId: twilio ? null : text(v.systemId),
    ...(v.secret ? { secret: v.secret } : {}),
    smsSegmentCost: num(v.smsSegmentCost) as number,
    voiceMinuteCost: num(v.voiceMinuteCost) as number,
    currency: v.currency.trim().toUpperCase(),
    ttsLanguages: v.ttsLanguages,
    senders: v.senders.map((s) => ({
      kind: s.kind,
      address: s.address.trim(),
      ...(typeof s.perSecond === 'number' ? { perSecond: s.perSecond } : {}),
    })),
  };
}

/**
 * The contract's body and the rules the server adds for each kind (a Twilio API's address and account, an SMSC's
 * host, port and system id, no voice number on SMPP, a secret for a new provider), checked before a request.
 */
export const providerSchema = (creating: boolean) =>
  cascadeProviderBody.superRefine((b, ctx) => {
    const need = (v: unknown, path: string) => {
      if (v === null || v === undefined || v === '')
        ctx.addIssue({ code: 'custom', path: [path], message: cascadeMessages.fieldRequired });
    };
    if (b.kind === 'TWILIO') {
      need(b.baseUrl, 'baseUrl');
      need(b.accountSid, 'accountSid');
    } else {
      need(b.host, 'host');
      need(b.port, 'port');
      need(b.systemId, 'systemId');
      if (b.senders.some((s) => s.kind === 'VOICE'))
        ctx.addIssue({ code: 'custom', path: ['senders'], message: cascadeMessages.smppNoVoice });
    }
    if (creating && !b.secret)
      ctx.addIssue({ code: 'custom', path: ['secret'], message: cascadeMessages.secretRequired });
    b.senders.forEach((s, i) => {
      if (!senderAddressValid(s.kind, s.address))
        ctx.addIssue({
          code: 'custom',
          path: ['senders', i, 'address'],
          message: cascadeMessages.senderInvalid,
        });
    });
  });

/** The contract's sentences → the reader's language. */
export const providerSentences = () => ({
  ...Object.fromEntries(
    (['secretRequired', 'sendersRequired', 'senderInvalid', 'smppNoVoice', 'fieldRequired'] as const).map(
      (key) => [cascadeMessages[key], i18n.t(`alert-cascade:providers.messages.${key}`)],
    ),
  ),
  [languageMessages.tagInvalid]: i18n.t('alert-cascade:providers.messages.tagInvalid'),
});
