import type { SecretBox } from '../../../lib/secrets';
import type { ProviderRow, ProviderSettings } from '../settings.repository';
import { secretContext } from '../settings.service';
import { smppClient } from './smpp';
import { twilioClient } from './twilio';
import type { ProviderClient, ProviderEvents } from './types';

/**
 * One client per provider row, kept while its settings stay the same (an SMPP bind is a connection worth keeping);
 * a changed row gets a new client and the old one is closed.
 */
export function createProviderRegistry(deps: { secrets: SecretBox; events: ProviderEvents }) {
  const clients = new Map<string, { stamp: string; client: ProviderClient }>();

  function open(p: ProviderRow): string {
    return p.sealedSecret ? deps.secrets.open(p.sealedSecret, secretContext(p.communityId, p.id)) : '';
  }

  return {
    client(p: ProviderRow): ProviderClient {
      const stamp = JSON.stringify([p.kind, p.settings, p.sealedSecret]);
      const kept = clients.get(p.id);
      if (kept?.stamp === stamp) return kept.client;
      if (kept) void kept.client.close();
      const s = p.settings as ProviderSettings;
      const client =
        p.kind === 'SMPP'
          ? smppClient({
              providerId: p.id,
              host: s.host!,
              port: s.port!,
              systemId: s.systemId!,
              password: open(p),
              events: deps.events,
            })
          : twilioClient({ baseUrl: s.baseUrl!, accountSid: s.accountSid!, authToken: open(p) });
      clients.set(p.id, { stamp, client });
      return client;
    },
    /** The provider's secret (a Twilio auth token signs its callbacks). */
    secretOf: open,
    async close() {
      await Promise.all([...clients.values()].map((c) => c.client.close()));
      clients.clear();
    },
  };
}

export type ProviderRegistry = ReturnType<typeof createProviderRegistry>;
