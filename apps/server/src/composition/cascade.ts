import { createSecretBox } from '../lib/secrets';
import { contactsRoutes } from '../modules/contacts/contacts.routes';
import { createContactsImport } from '../modules/contacts/contacts.import';
import { createContactsService } from '../modules/contacts/contacts.service';
import { createCallbacks } from '../modules/alert-cascade/callbacks';
import { cascadeCallbackRoutes } from '../modules/alert-cascade/callbacks.routes';
import { createCascadeWorker } from '../modules/alert-cascade/cascade';
import { createDispatcher } from '../modules/alert-cascade/dispatch';
import { createEngine } from '../modules/alert-cascade/engine';
import { createOutcomes } from '../modules/alert-cascade/outcomes';
import { createProviderRegistry, type ProviderRegistry } from '../modules/alert-cascade/providers/registry';
import { cascadeSettingsRoutes } from '../modules/alert-cascade/settings.routes';
import { createCascadeSettings } from '../modules/alert-cascade/settings.service';
import { createCascadeView } from '../modules/alert-cascade/view';
import type { Core } from './core';
import { route, type Area } from './wiring';

/**
 * Alerts that reach everyone (issue 36): contacts (a member's numbers and e-mail addresses, with consent) and the
 * alert cascade (policy, providers, the per-person state machine, the senders, the providers' callbacks). The
 * cascade's worker ticks once main.ts starts it (app.cascade.start()); tests call app.cascade.tick() themselves.
 */
export function wireCascade(core: Core) {
  const { config, database, clock, audit, logger, mail } = core;
  const { publicUrl } = config;
  const secrets = createSecretBox(config.pushCredentialsKey);
  const contacts = createContactsService({ database, clock, audit });
  const outcomes = createOutcomes({ database, clock, logger, contacts });
  let registry: ProviderRegistry | null = null;
  const callbacks = createCallbacks({ database, logger, publicUrl, outcomes, registry: () => registry! });
  registry = createProviderRegistry({ secrets, events: callbacks.events });
  const engine = createEngine({ database, clock, logger, mail, publicUrl, secret: config.jwtSecret });
  const dispatcher = createDispatcher({
    database,
    clock,
    logger,
    registry,
    outcomes,
    publicUrl,
    recordingUrl: (path) => core.storage.publicAddress(core.storage.storedAddress(path)),
  });
  const worker = createCascadeWorker({ database, clock, logger, engine, outcomes, dispatcher });
  const settings = createCascadeSettings({ database, clock, secrets, audit, publicUrl });
  const providers = registry;
  return {
    contacts,
    jobs: [],
    hooks: [
      (app) => app.decorate('cascade', worker),
      (app) =>
        app.addHook('onClose', async () => {
          await worker.stop();
          await providers.close();
        }),
    ],
    routes: [
      route(contactsRoutes, {
        service: contacts,
        // No `requests`: the import runs inside a request of its own, so it would always wait for itself.
        imports: createContactsImport({ database, contacts }),
      }),
      route(cascadeSettingsRoutes, { service: settings, view: createCascadeView({ database }) }),
      route(cascadeCallbackRoutes, { callbacks }),
    ],
  } satisfies Area;
}
