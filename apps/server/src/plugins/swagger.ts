import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { nameOpenApiShapes } from '@gathering/contract';
import { VERSION } from '../lib/version';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * An upload route's multipart/form-data fields, for the document only: the route reads the parts itself
     * (lib/files/multipart.ts), so no body is validated. `csv` adds the same route's text/csv body.
     */
    multipart?: { form: z.ZodObject; csv?: boolean };
  }
}

// The OpenAPI 3.1 document as the transforms see it (the swagger 2 variant of the types is never ours).
type OpenApiDocument = Extract<ReturnType<typeof jsonSchemaTransformObject>, { openapi?: string }>;
type RouteTransform = Parameters<typeof jsonSchemaTransform>[0];

/** The route's own transform, plus the multipart body of an upload route. */
function transformRoute(input: RouteTransform) {
  const { multipart, ...schema } = (input.schema ?? {}) as {
    multipart?: { form: z.ZodObject; csv?: boolean };
  };
  const out = jsonSchemaTransform({ ...input, schema } as RouteTransform);
  if (!multipart) return out;
  const form = z.toJSONSchema(multipart.form, { target: 'draft-2020-12', io: 'input' });
  delete form.$schema;
  const content: Record<string, { schema: unknown }> = { 'multipart/form-data': { schema: form } };
  if (multipart.csv)
    content['text/csv'] = { schema: { type: 'string', description: 'The CSV file itself, as the body' } };
  return { ...out, schema: { ...out.schema, body: { content } } };
}

/**
 * The named shapes, as a client generator wants them: only those some operation uses (each name exists for inputs
 * and outputs alike in the type provider), and without the provider's `Input` suffix where the input shape is the
 * only one of its name (request bodies) or is the same as the output.
 */
function tidyComponents(document: OpenApiDocument): OpenApiDocument {
  const schemas = (document.components?.schemas ?? {}) as Record<string, unknown>;
  const refsIn = (value: unknown) =>
    [...JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
  const used = new Set<string>();
  const visit = (name: string) => {
    if (used.has(name) || !(name in schemas)) return;
    used.add(name);
    for (const next of refsIn(schemas[name])) visit(next);
  };
  for (const name of refsIn(document.paths ?? {})) visit(name);
  const rename = new Map<string, string>();
  for (const name of used) {
    if (!name.endsWith('Input')) continue;
    const plain = name.slice(0, -'Input'.length);
    if (!used.has(plain) || JSON.stringify(schemas[plain]) === JSON.stringify(schemas[name]))
      rename.set(name, plain);
  }
  // Sorted, so a name comes before its `…Input`: an input renamed onto its output's name gives way to it.
  const kept: Record<string, unknown> = {};
  for (const name of [...used].sort()) {
    const target = rename.get(name) ?? name;
    if (!(target in kept)) kept[target] = schemas[name];
  }
  const text = JSON.stringify({ ...document, components: { ...document.components, schemas: kept } }).replace(
    /"#\/components\/schemas\/([^"]+)"/g,
    (whole, name: string) => (rename.has(name) ? `"#/components/schemas/${rename.get(name)}"` : whole),
  );
  return JSON.parse(text) as OpenApiDocument;
}

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
  {
    name: 'cap',
    description:
      'The Common Alerting Protocol (CAP-CP): a community’s area, the feeds it relays from, proposals, its published alerts.',
  },
  {
    name: 'cascade',
    description:
      'Alerts that go on by SMS, voice call and e-mail until each person confirms: the policy, the providers and their signed callbacks.',
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
/**
 * `refreshCookie`: the name of the auth module's refresh cookie, described as a security scheme; `memberCookie`: the
 * member app's browser sessions' (the app module's).
 */
export async function registerSwagger(
  app: FastifyInstance,
  opts: { refreshCookie: string; memberCookie: string },
) {
  nameOpenApiShapes();
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Gathering API',
        description:
          'Back-office API of the Gathering platform (consoles under /v1 and /v2) and the member app API (/app/v1).',
        // The release (package.json): the API's version is the product's, and a breaking change of /app/v1 is a
        // major release (CHANGELOG.md).
        version: VERSION,
        license: { name: 'AGPL-3.0-or-later', identifier: 'AGPL-3.0-or-later' },
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
          memberCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: opts.memberCookie,
            description:
              'A browser’s member app session: the httpOnly refresh cookie set by POST /app/v1/communities/{slug}/session/sign-in (path /app/v1/communities/{slug}/session).',
          },
        },
      },
    },
    transform: transformRoute,
    // Named schemas (contract openapi-names.ts, and recursive ones: a support comment's nested replies) become
    // components that the operations refer to.
    transformObject: (input) => tidyComponents(jsonSchemaTransformObject(input) as OpenApiDocument),
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
