import type { Config } from '../config';
import type { Database } from '../db/client';
import type { JobQueue } from '../jobs/queue';

// What every demo seeder is handed (demo.ts runs them in order). Apart from demo.ts so that the seeders, which
// demo.ts imports, do not import it back.

/** The demo platform's communities. Later domains add their demo data keyed by these slugs. */
export const DEMO_COMMUNITIES = [
  {
    slug: 'demo-nation',
    name: 'Demo Nation',
    admin: 'demo-admin',
    population: 4200,
    subscription: 'PREMIUM',
  },
  {
    slug: 'northern-lights-metis',
    name: 'Northern Lights Métis Nation',
    admin: 'northern-admin',
    population: 2600,
    subscription: 'STANDARD',
  },
  {
    slug: 'river-valley-council',
    name: 'River Valley Tribal Council',
    admin: 'river-admin',
    population: 1800,
    subscription: 'ESSENTIAL',
  },
] as const;

export interface DemoContext {
  database: Database;
  /** Demo communities by slug (see DEMO_COMMUNITIES). */
  communities: Record<string, string>;
  password: string;
  passwordHash: string;
  config: Config;
  /** Started: seeders may queue work (scheduled publishing of demo items). */
  queue: JobQueue;
}
