import { contactsImport } from '../../jobs/catalog';
import { handle, type JobHandler } from '../../jobs/queue';
import type { ContactsImport } from './contacts.import';

/** The contacts domain's jobs; each is idempotent (a retry changes nothing already done). */
export function contactsJobs(deps: { imports: Pick<ContactsImport, 'run'> }): JobHandler[] {
  return [handle(contactsImport, ({ importId }) => deps.imports.run(importId))];
}
