import i18next, { type TFunction } from 'i18next';
import * as contract from '@gathering/contract';
import en from './en.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };

/**
 * The server speaks the reader's language: answers follow the request's Accept-Language (the web app sends its
 * current language), e-mails the account's language. English message texts live in the contract (the spec's words);
 * French ones here, under the same `<group>.<key>` — a test fails when one is missing.
 */
export const SERVER_LANGUAGES = ['en', 'fr'] as const;
export type ServerLanguage = (typeof SERVER_LANGUAGES)[number];

type MessageGroups = Record<string, Record<string, string>>;

/** Every `messages` / `…Messages` object the contract exports: the texts a person may read in an answer. */
export function contractMessageGroups(): MessageGroups {
  const groups: MessageGroups = {};
  for (const [name, value] of Object.entries(contract))
    if ((name === 'messages' || name.endsWith('Messages')) && value && typeof value === 'object') {
      const strings = Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string');
      if (strings.length) groups[name] = Object.fromEntries(strings);
    }
  return groups;
}

const englishMessages = contractMessageGroups();
/** English text → its key, so an answer built from a contract message can be re-worded. */
const keyOfText = new Map<string, string>();
for (const [group, texts] of Object.entries(englishMessages))
  for (const [key, text] of Object.entries(texts))
    if (!keyOfText.has(text)) keyOfText.set(text, `${group}.${key}`);

// A few messages carry a value (`Line {{line}} of the file …`): an answer holds them filled in (fillMessage), so
// they are recognised by their pattern and re-worded with the same values.
const SLOT = /\{\{(\w+)\}\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const templates = [...keyOfText]
  .filter(([text]) => text.includes('{{'))
  .map(([text, key]) => ({
    key,
    pattern: new RegExp(
      `^${text
        .split(SLOT)
        .map((part, i) => (i % 2 ? `(?<${part}>.+?)` : escapeRegExp(part)))
        .join('')}$`,
    ),
  }));

/** A contract message with `{{name}}` slots, filled with its values: the English text an answer carries. */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(SLOT, (slot, name: string) => (name in values ? String(values[name]) : slot));
}

function templateOf(text: string): { key: string; values: Record<string, string> } | undefined {
  for (const { key, pattern } of templates) {
    const match = pattern.exec(text);
    if (match) return { key, values: { ...match.groups } };
  }
  return undefined;
}

const instance = i18next.createInstance();
void instance.init({
  initAsync: false,
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...SERVER_LANGUAGES],
  defaultNS: 'server',
  ns: ['server'],
  resources: {
    en: { server: { ...en, messages: englishMessages } },
    fr: { server: fr },
  },
  interpolation: { escapeValue: false }, // e-mail HTML is escaped where it is built
  returnNull: false,
});

export function translator(language: ServerLanguage): TFunction {
  return instance.getFixedT(language);
}

export function isServerLanguage(value: unknown): value is ServerLanguage {
  return typeof value === 'string' && (SERVER_LANGUAGES as readonly string[]).includes(value);
}

/** The first language of an Accept-Language header that we speak ("fr-CA,fr;q=0.9,en;q=0.8" → fr), else English. */
export function languageOf(acceptLanguage: string | string[] | undefined): ServerLanguage {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q) };
    })
    .filter((entry) => entry.base && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.map((entry) => entry.base).find(isServerLanguage) ?? 'en';
}

/** True for a text of the contract's message groups (a sentence written for people, spec words included). */
export function isContractMessage(text: string): boolean {
  return keyOfText.has(text) || templateOf(text) !== undefined;
}

/** A contract message in the reader's language; any other text is returned as it is. */
export function translateMessage(text: string, language: ServerLanguage): string {
  if (language === 'en') return text;
  const key = keyOfText.get(text);
  if (key) return instance.t(`messages.${key}`, { lng: language, defaultValue: text });
  const filled = templateOf(text);
  if (!filled) return text;
  return instance.t(`messages.${filled.key}`, { lng: language, defaultValue: text, ...filled.values });
}

/** "external_url" / "publishAt" / "body.dates.0.start" → "external url" / "publish at" / "start". */
export function fieldLabel(path: string): string {
  const last =
    path
      .split('.')
      .filter((p) => !/^\d+$/.test(p))
      .pop() ?? path;
  return last
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
}

interface ZodIssueParams {
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
  expected?: string;
  input?: unknown;
  values?: unknown[];
  keys?: string[];
}

/** A schema issue as a sentence naming the field: never zod's own output ("Too small: expected string …"). */
export function validationSentence(
  code: string,
  params: ZodIssueParams,
  field: string,
  language: ServerLanguage,
): string {
  const t = translator(language);
  const vars = { field: fieldLabel(field) };
  const sized = (origin: string | undefined) => origin === 'array' || origin === 'set' || origin === 'map';
  switch (code) {
    case 'too_small':
      if (params.origin === 'string')
        return Number(params.minimum) <= 1
          ? t('validation.required', vars)
          : t('validation.tooShort', { ...vars, count: Number(params.minimum) });
      if (sized(params.origin)) return t('validation.tooFew', { ...vars, count: Number(params.minimum) });
      return t('validation.tooLow', { ...vars, min: String(params.minimum) });
    case 'too_big':
      if (params.origin === 'string')
        return t('validation.tooLong', { ...vars, count: Number(params.maximum) });
      if (sized(params.origin)) return t('validation.tooMany', { ...vars, count: Number(params.maximum) });
      return t('validation.tooHigh', { ...vars, max: String(params.maximum) });
    case 'invalid_format':
      if (params.format === 'email') return t('validation.email', vars);
      if (params.format === 'url') return t('validation.url', vars);
      if (params.format === 'uuid' || params.format === 'guid') return t('validation.uuid', vars);
      if (params.format && /date|time/.test(params.format)) return t('validation.date', vars);
      return t('validation.format', vars);
    case 'invalid_type':
      return params.input === undefined ? t('validation.required', vars) : t('validation.type', vars);
    case 'invalid_value':
      return Array.isArray(params.values) && params.values.length <= 12
        ? t('validation.choice', { ...vars, options: params.values.map(String).join(', ') })
        : t('validation.invalid', vars);
    case 'unrecognized_keys':
      return t('validation.unknownKeys', { ...vars, field: params.keys?.join(', ') ?? vars.field });
    default:
      return t('validation.invalid', vars);
  }
}

/** The language of a user's e-mails: the one they chose, else English (the spec's texts). */
export function mailLanguage(locale: string | null | undefined): ServerLanguage {
  return isServerLanguage(locale) ? locale : 'en';
}

/**
 * A day as the console writes it in the reader's language ("Jan 4, 2027", "4 janv. 2027"), on the calendar of
 * `timeZone`: what an e-mail says matches what the console shows (issue 40 #8).
 */
export function mailDate(at: Date, language: ServerLanguage, timeZone: string): string {
  // The console's own locales (web lib/format.ts).
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone,
  }).format(at);
}
