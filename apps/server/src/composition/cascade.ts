import { startSmsSimulator, type SimMessage, type SmsSimulator } from '../dev/sms-simulator';
import { createSecretBox } from '../lib/secrets';
import { contactsRoutes } from '../modules/contacts/contacts.routes';
import { createContactsImport } from '../modules/contacts/contacts.import';
import { contactsJobs } from '../modules/contacts/contacts.jobs';
import { createContactsService } from '../modules/contacts/contacts.service';
import { createCallbacks } from '../modules/alert-cascade/callbacks';
import { cascadeCallbackRoutes } from '../modules/alert-cascade/callbacks.routes';
import { createCascadeWorker } from '../modules/alert-cascade/cascade';
import { createDispatcher } from '../modules/alert-cascade/dispatch';
import { createEngine } from '../modules/alert-cascade/engine';
import { createEstimate } from '../modules/alert-cascade/estimate';
import { cascadeEstimateRoutes } from '../modules/alert-cascade/estimate.routes';
import { createOutcomes } from '../modules/alert-cascade/outcomes';
import { createRecordings } from '../modules/alert-cascade/recordings.service';
import { recordingsRoutes } from '../modules/alert-cascade/recordings.routes';
import { alertRecordingUploadsRoutes } from '../modules/uploads/alert-recording-uploads.routes';
import { createProviderRegistry, type ProviderRegistry } from '../modules/alert-cascade/providers/registry';
import { cascadePeopleRoutes } from '../modules/alert-cascade/people.routes';
import { createPeopleView } from '../modules/alert-cascade/people-view';
import { cascadeSettingsRoutes } from '../modules/alert-cascade/settings.routes';
import { createCascadeSettings } from '../modules/alert-cascade/settings.service';
import { createCascadeView } from '../modules/alert-cascade/view';
import { demoProviders } from '../modules/alert-cascade/demo-provider';
import { checkedAudience } from '../modules/push-compose/audience-check';
import { sendLanguages } from '../modules/push-compose/versions';
import type { Core } from './core';
import { route, type Area, type Hook } from './wiring';

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
  const imports = createContactsImport({
    database,
    contacts,
    queue: core.queue,
    clock,
    requests: core.requests,
  });
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
    // A recording's row keeps its stored address (files/…); answered signed: recordings are private.
    recordingUrl: (path) => core.storage.publicAddress(path),
  });
  const worker = createCascadeWorker({ database, clock, logger, engine, outcomes, dispatcher });
  const settings = createCascadeSettings({ database, clock, secrets, audit, publicUrl });
  const providers = registry;
  const recordings = createRecordings({ database, storage: core.storage, audit, logger });
  return {
    contacts,
    jobs: contactsJobs({ imports }),
    hooks: [
      (app) => app.decorate('cascade', worker),
      // Contacts imports: queues again those a stopped server was running (main.ts calls it once the queue works).
      (app) => app.decorate('contactImports', { resume: imports.resume }),
      (app) =>
        app.addHook('onClose', async () => {
          await worker.stop();
          await providers.close();
        }),
      ...(config.demo ? demoSimulator(demoProviders({ database, registry })) : []),
    ],
    routes: [
      route(contactsRoutes, { service: contacts, imports }),
      route(cascadeSettingsRoutes, { service: settings, view: createCascadeView({ database }) }),
      route(cascadePeopleRoutes, { view: createPeopleView({ database, clock, audit }) }),
      route(cascadeCallbackRoutes, { callbacks }),
      route(recordingsRoutes, { recordings }),
      route(alertRecordingUploadsRoutes, { recordings }),
      route(cascadeEstimateRoutes, {
        estimator: createEstimate({ database, checkAudience: checkedAudience, sendLanguages }),
      }),
    ],
  } satisfies Area;
}

/** What a phone would have shown: the text, or the words of a call (its <Say>s), for the demo's log. */
const shown = (m: SimMessage) =>
  m.kind === 'SMS' ? m.body : [...m.twiml.matchAll(/<Say[^>]*>([^<]*)<\/Say>/g)].map((x) => x[1]).join(' ');

/**
 * With DEMO on: the SMS and voice simulator on loopback, started once the demo is seeded (onReady runs at listen,
 * after main.ts's seed), the demo's simulated provider pointed at it, receipts sent by itself two seconds after each
 * text or call, a reply or a key press from some phones (by their number's last digit), and each text and call
 * logged, since no phone rings.
 */
function demoSimulator(demo: ReturnType<typeof demoProviders>): Hook[] {
  let simulator: SmsSimulator | null = null;
  return [
    (app) =>
      app.addHook('onReady', async () => {
        const accounts = await demo.accounts();
        if (!Object.keys(accounts).length) return;
        simulator = await startSmsSimulator({
          accounts,
          autoReceipts: { afterMs: 2000 },
          // Some of the demo's phones answer by themselves (by text, or a key on the call), so that an alert's page
          // shows people confirmed both ways and the rest on the call sheet.
          autoAnswers: { afterMs: 3000 },
          onMessage: (m) =>
            app.log.info(
              { simulator: m.kind === 'SMS' ? 'text' : 'call', to: m.to, from: m.from, text: shown(m) },
              'SMS and voice simulator took a text or call (DEMO)',
            ),
        });
        const count = await demo.pointAt(simulator.url);
        app.log.info({ url: simulator.url, providers: count }, 'SMS and voice simulator started (DEMO)');
      }),
    (app) => app.addHook('onClose', async () => simulator?.close()),
  ];
}
