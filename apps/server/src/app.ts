import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '@gathering/contract';
import type { Config } from './config';
import type { Database } from './db/client';
import { createQueue, type JobQueue } from './jobs/queue';
import { systemClock, type Clock } from './lib/clock';
import { registerAuth } from './plugins/auth';
import { registerErrorHandler } from './plugins/errors';
import { registerSwagger } from './plugins/swagger';
import { createTokenSigner } from './modules/auth/auth.tokens';
import { createAuthService } from './modules/auth/auth.service';
import { authRoutes } from './modules/auth/auth.routes';
import { createMailService } from './modules/mail/mail.service';
import { createMailTransport, type MailTransport } from './modules/mail/mail.transport';
import { createAccountEmails } from './modules/public/account-emails';
import { createPublicService } from './modules/public/public.service';
import { publicRoutes } from './modules/public/public.routes';
import { healthRoutes } from './modules/health/health.routes';

export interface AppDeps {
  config: Config;
  database: Database;
  clock?: Clock;
  mailTransport?: MailTransport;
  logger?: FastifyServerOptions['logger'];
}

declare module 'fastify' {
  interface FastifyInstance {
    queue: JobQueue;
  }
}

// JSON bodies are small; uploads have their own, larger limits on their routes.
export const BODY_LIMIT = 1024 * 1024;

const API_PREFIXES = ['/v1/', '/v2/', '/app/', '/docs', '/openapi.json', '/health', '/files/'];

/** Builds the whole HTTP application over a database. Tests call this and use `inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    return503OnClosing: true,
    // Requests still running get this long to finish on shutdown.
    pluginTimeout: 30_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const queue = createQueue(database, app.log);
  app.decorate('queue', queue);
  app.addHook('onClose', async () => {
    await queue.stop();
    transport.close();
  });

  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        // Mantine writes its theme variables into a <style> element.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  registerErrorHandler(app);
  await registerSwagger(app, config);
  registerAuth(app, { database, signer: createTokenSigner(config.jwtSecret), clock });

  const transport =
    deps.mailTransport ??
    createMailTransport({ smtpUrl: config.smtpUrl, mailDir: join(config.dataDir, 'mail'), logger: app.log });
  const mail = createMailService({ database, queue, transport, from: config.mailFrom, clock });
  const accountEmails = createAccountEmails({ database, mail, publicUrl: config.publicUrl, clock });
  const signer = createTokenSigner(config.jwtSecret);

  await app.register(healthRoutes, { database });
  await app.register(authRoutes, {
    service: createAuthService({ database, signer, clock, accountEmails }),
    secureCookies: config.publicUrl.startsWith('https://'),
  });
  await app.register(publicRoutes, {
    service: createPublicService({ database, queue, clock, emails: accountEmails }),
  });

  await registerWeb(app, config);
  return app;
}

/** Serves the built web app, with every non-API path falling back to index.html (client-side routes). */
async function registerWeb(app: FastifyInstance, config: Config) {
  const dist = config.webDist ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
  const hasWeb = existsSync(join(dist, 'index.html'));
  if (hasWeb) await app.register(fastifyStatic, { root: dist, wildcard: false, index: false, maxAge: '1h' });
  app.setNotFoundHandler((req, reply) => {
    const isApi = API_PREFIXES.some((p) => req.url.startsWith(p));
    if (hasWeb && req.method === 'GET' && !isApi) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', { maxAge: 0 });
    }
    return reply.status(404).send({ message: messages.notFound });
  });
}
