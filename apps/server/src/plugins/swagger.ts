import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** One tag per server module (src/modules/<name>), in the order a reader meets them. */
const MODULE_TAGS: { name: string; description: string }[] = [
  { name: 'health', description: 'Liveness of the server and its database.' },
  { name: 'auth', description: 'Console sessions: sign-in, refresh cookie, the signed-in user.' },
  {
    name: 'public',
    description: 'Public pages: community profile, password reset, e-mail verification, deletion.',
  },
  { name: 'dashboard', description: 'Platform and community dashboards.' },
  { name: 'uploads', description: 'Community logos and feed item files.' },
  { name: 'communities', description: 'Communities, their settings and push credentials.' },
  { name: 'administrators', description: 'Platform and community administrators.' },
  {
    name: 'platform-members',
    description: 'Members and guests across communities (platform administrators).',
  },
  { name: 'members', description: "A community's members, their import and export." },
  { name: 'groups', description: "A community's groups of members." },
  { name: 'guests', description: "A community's app guests." },
  { name: 'app', description: 'Member app: guest sessions, accounts and the member’s communities.' },
  { name: 'content', description: 'News, jobs, events, forms and documents of a community.' },
  { name: 'approvals', description: 'Document reviews by e-mailed link.' },
  { name: 'feed', description: 'The community feed, in the console and in the member app.' },
  { name: 'publishing', description: 'Publishing, pinning, archiving and the publishing calendar.' },
  { name: 'maintenance', description: 'Platform administrators’ repair scripts for feeds.' },
  {
    name: 'notifications',
    description: 'Push notifications: compose, schedule and send (console); devices and opens (member app).',
  },
  { name: 'support', description: 'Support tickets: raised from the app, answered from both consoles.' },
  {
    name: 'exports',
    description: "A community's full export: asked for, followed, downloaded once per link.",
  },
  { name: 'analytics', description: "A community's analytics: counts, series, top content and insights." },
  { name: 'item-analytics', description: "One feed item's analytics: views, audience, conversions, pushes." },
  {
    name: 'platform-analytics',
    description: 'Platform analytics: every community’s figures, for platform administrators.',
  },
  {
    name: 'reports',
    description: 'Analytics reports e-mailed as PDF and CSV, on request or by subscription.',
  },
  {
    name: 'audit',
    description:
      'The audit trail: who did what, when and from where; its CSV and the verification of its chains.',
  },
  {
    name: 'deletion',
    description: 'Signed certificates of deleted communities, and the key that checks them.',
  },
  { name: 'retention', description: 'A community’s retention rules and its “Your data” page.' },
];

/**
 * OpenAPI generated from the zod route schemas: `/openapi.json`, and a browsable UI at `/docs`. Each route declares
 * its operationId (`<module>.<action>`), summary, tag and security; test/openapi.test.ts keeps every route doing so,
 * and `npm run lint:openapi` lints the committed document with Redocly's recommended rules.
 */
/** `refreshCookie`: the name of the auth module's refresh cookie, described as a security scheme. */
export async function registerSwagger(app: FastifyInstance, opts: { refreshCookie: string }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Gathering API',
        description:
          'Back-office API of the Gathering platform (consoles under /v1 and /v2) and the member app API (/app/v1).',
        version: '1.0.0',
      },
      // Relative: the document is served by the API it describes, whatever its address.
      servers: [{ url: '/', description: 'The server that serves this document' }],
      tags: MODULE_TAGS,
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description:
              'An access token: from POST /v1/users/login (consoles), /app/v1/auth/sign-in or /app/v1/guests/session (member app).',
          },
          refreshCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: opts.refreshCookie,
            description: 'The httpOnly refresh cookie set by POST /v1/users/login (path /v1/users).',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    // Schemas with a `.meta({ id })` (recursive ones: a support comment's nested replies) become components.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
