import type { FastifyBaseLogger } from 'fastify';
import { cascadeMessages as msg } from '@gathering/contract';
import type { Database } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import { translator } from '../../i18n';
import { wrapperLanguage } from './messages';
import type { Outcomes } from './outcomes';
import type { ProviderRegistry } from './providers/registry';
import { EMPTY_TWIML, sayTwiml, twilioStatus, verifyTwilioSignature } from './providers/twilio';
import type { ProviderEvents } from './providers/types';
import { peopleRepository } from './people.repository';
import { settingsRepository } from './settings.repository';

type Params = Record<string, string>;

/**
 * What providers tell the server after a hand-over, by HTTP (a Twilio-compatible provider's signed callbacks) or on
 * their own connection (SMPP's deliver_sm, through `events`). A callback is believed only with the signature the
 * provider's own auth token makes over the address it called and its parameters; otherwise it changes nothing.
 */
export function createCallbacks(deps: {
  database: Database;
  logger: FastifyBaseLogger;
  publicUrl: string;
  outcomes: Outcomes;
  /** The registry is made after the events it is given: set once it exists. */
  registry: () => ProviderRegistry;
}) {
  const db = deps.database.db;

  /** The provider, once the request proves it is its own (the signature over publicUrl + path + parameters). */
  async function verified(providerId: string, path: string, params: Params, signature: string | undefined) {
    const p = await settingsRepository.provider(db, providerId);
    if (!p || p.kind !== 'TWILIO') throw notFound(msg.providerNotFound);
    const token = deps.registry().secretOf(p);
    if (!token || !verifyTwilioSignature(token, `${deps.publicUrl}${path}`, params, signature))
      throw forbidden();
    return p;
  }

  const events: ProviderEvents = {
    async receipt(providerId, ref, status, reason) {
      await deps.outcomes.receipt(providerId, { ref }, status, reason);
    },
    async inbound(providerId, from, _to, text) {
      const p = await settingsRepository.provider(db, providerId);
      if (p) await deps.outcomes.inbound(providerId, p.communityId, from, text);
    },
  };

  /** The alert an e-mail link names, in the person's language; a 404 for a link that names nobody. */
  async function linked(token: string) {
    const person = await deps.outcomes.personOfToken(token);
    if (!person) throw notFound(msg.confirmLinkInvalid);
    const alert = await peopleRepository.policyOf(db, person.notificationId);
    const v = await peopleRepository.version(db, person.notificationId, person.language);
    return { person, answer: { community: alert.community, title: v.title, body: v.body } };
  }

  return {
    events,

    /** What the e-mail's link opens: the alert and whether it is confirmed (a GET changes nothing). */
    async confirmation(token: string) {
      const { person, answer } = await linked(token);
      return { ...answer, confirmed: person.state === 'CONFIRMED' };
    },

    /** The link's button: the person confirmed (EMAIL), their cascade stopped at once. */
    async confirmByLink(token: string) {
      const { person, answer } = await linked(token);
      await db.transaction((tx) =>
        deps.outcomes.confirm(tx, person.notificationId, person.membershipId, 'EMAIL'),
      );
      return { ...answer, confirmed: true };
    },

    /** A text's or call's status callback; an in-between state (queued, ringing) changes nothing. */
    async status(providerId: string, attemptId: string, path: string, params: Params, signature?: string) {
      await verified(providerId, path, params, signature);
      const status = twilioStatus(params);
      if (!status) return;
      const code = params.ErrorCode;
      const reason = code ? `${code}${params.ErrorMessage ? `: ${params.ErrorMessage}` : ''}` : null;
      await deps.outcomes.receipt(providerId, { attemptId }, status, reason);
    },

    /** A key pressed during a call: 1 confirms; answers what the call says next. */
    async gather(providerId: string, attemptId: string, path: string, params: Params, signature?: string) {
      await verified(providerId, path, params, signature);
      const spoken = await deps.outcomes.keyPress(providerId, attemptId, (params.Digits ?? '').trim());
      if (!spoken) return EMPTY_TWIML;
      const language = wrapperLanguage(spoken);
      return sayTwiml(translator(language)('cascade.thanks'), language);
    },

    /** A text to one of the provider's numbers: STOP / ARRÊT / START, or a confirmation ("1", "OK", "OUI"). */
    async inbound(providerId: string, path: string, params: Params, signature?: string) {
      const p = await verified(providerId, path, params, signature);
      const from = params.From ?? '';
      await deps.outcomes.inbound(providerId, p.communityId, from, params.Body ?? '');
      // Twilio answers STOP itself on its own numbers; a reply of ours would be a second text.
      return EMPTY_TWIML;
    },
  };
}

export type Callbacks = ReturnType<typeof createCallbacks>;
