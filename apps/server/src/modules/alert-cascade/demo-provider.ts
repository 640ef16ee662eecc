import type { Database } from '../../db/client';
import type { ProviderRegistry } from './providers/registry';
import { settingsRepository as repo, type ProviderSettings } from './settings.repository';

/**
 * The account of the demo's simulated provider (demo/cascade.demo.ts adds one to Demo Nation). With DEMO on, the
 * composition starts the SMS and voice simulator on loopback at each start and points this account's providers at
 * it: its port changes from one start to the next, the provider stays.
 */
export const DEMO_SIMULATOR_ACCOUNT = 'AC0000000000000000000000000000demo';

/** The simulated providers: their accounts' tokens (the simulator checks and signs with them), and where they send. */
export function demoProviders(deps: { database: Database; registry: ProviderRegistry }) {
  const db = deps.database.db;
  return {
    async accounts(): Promise<Record<string, string>> {
      const rows = await repo.providersOfAccount(db, DEMO_SIMULATOR_ACCOUNT);
      const token = rows.map((p) => deps.registry.secretOf(p)).find(Boolean);
      return token ? { [DEMO_SIMULATOR_ACCOUNT]: token } : {};
    },
    /** Each simulated provider sends to `baseUrl` from now on (the registry makes a new client for a changed row). */
    async pointAt(baseUrl: string): Promise<number> {
      const rows = await repo.providersOfAccount(db, DEMO_SIMULATOR_ACCOUNT);
      for (const p of rows)
        await repo.updateProvider(db, p.id, { settings: { ...(p.settings as ProviderSettings), baseUrl } });
      return rows.length;
    },
  };
}
