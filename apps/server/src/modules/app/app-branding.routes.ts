import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { communityBranding, communitySlugParams } from '@gathering/contract';
import { errorResponses, publicRoute as security } from '../../lib/route';
import { weakTag } from '../../lib/validators';
import { ICON_FILES, type Branding, type IconFile } from './app-branding';

const tags = ['app'];

/**
 * A community's public face for its member app: its branding (/app/v1, so the phones have it too), and the web app's
 * manifest and icons at the web app's own address (/c/<slug>/), where a browser looks for them. Public and cached:
 * each answer carries an ETag, and a revalidation with nothing new is a 304 (plugins/compression.ts).
 */
export const appBrandingRoutes: FastifyPluginAsyncZod<{ branding: Branding }> = async (app, { branding }) => {
  app.get(
    '/app/v1/communities/:slug',
    {
      schema: {
        operationId: 'app.getCommunityBranding',
        summary: "A community's name, logo, colours, languages and zone (public)",
        description:
          'What a client dresses itself in before anyone signs in. Cacheable: revalidate with If-None-Match (304 when unchanged).',
        tags,
        security,
        params: communitySlugParams,
        response: { 200: communityBranding, ...errorResponses(404) },
      },
    },
    async (req, reply) => {
      const body = await branding.branding(req.params.slug);
      reply.header('etag', weakTag([JSON.stringify(body)]));
      reply.header('cache-control', 'public, max-age=300');
      reply.header('vary', 'Accept-Encoding');
      return body;
    },
  );

  app.get(
    '/c/:slug/manifest.webmanifest',
    {
      schema: {
        operationId: 'app.getWebAppManifest',
        summary: "The web app manifest of a community's member web app (its name, icons and colours)",
        tags,
        security,
        params: communitySlugParams,
        response: {
          200: {
            description: 'A web app manifest (W3C Web Application Manifest)',
            content: { 'application/manifest+json': { schema: z.any() } },
          },
          ...errorResponses(404),
        },
      },
    },
    async (req, reply) => {
      const manifest = JSON.stringify(await branding.manifest(req.params.slug));
      return reply
        .header('etag', weakTag([manifest]))
        .header('cache-control', 'no-cache')
        .type('application/manifest+json; charset=utf-8')
        .send(manifest);
    },
  );

  app.get(
    '/c/:slug/icons/:file',
    {
      schema: {
        operationId: 'app.getWebAppIcon',
        summary: "An icon of a community's web app, made from its logo (192 or 512 px, any or maskable)",
        tags,
        security,
        params: communitySlugParams.extend({ file: z.enum(Object.keys(ICON_FILES) as [IconFile]) }),
        querystring: z.object({ v: z.string().max(40).optional() }),
        response: {
          200: { description: 'A PNG image', content: { 'image/png': { schema: z.any() } } },
          ...errorResponses(400, 404),
        },
      },
    },
    async (req, reply) => {
      const { png, version } = await branding.icon(req.params.slug, req.params.file);
      // The manifest names each icon with its version: that address never changes what it answers.
      const cache = req.query.v === version ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
      return reply
        .header('etag', `"${version}-${req.params.file}"`)
        .header('cache-control', cache)
        .type('image/png')
        .send(png);
    },
  );
};
