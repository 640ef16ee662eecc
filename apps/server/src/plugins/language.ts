import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageOf, translateMessage, type ServerLanguage } from '../i18n';

/** The reader's language, from Accept-Language (the web app sends its current one). */
export function requestLanguage(request: FastifyRequest): ServerLanguage {
  return languageOf(request.headers['accept-language']);
}

/**
 * Every `{ message }` a person may read — an error or a confirmation — leaves in the reader's language. One hook
 * instead of a translation call in each route: routes keep answering with the contract's (English) messages.
 */
export function registerLanguage(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
    const message = (payload as { message?: unknown }).message;
    if (typeof message !== 'string') return payload;
    const language = requestLanguage(request);
    if (language === 'en') return payload;
    reply.header('content-language', language);
    return { ...payload, message: translateMessage(message, language) };
  });
}
