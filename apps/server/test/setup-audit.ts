import { whenUnlabelled } from '../src/modules/audit/audit.service';

// Every test file: a key recorded in the trail without its words in the catalogue (contract audit-catalogue.ts)
// fails the test that records it, so the consoles never meet a field they cannot name.
whenUnlabelled((action, fields) => {
  throw new Error(
    `The audit trail's ${action} records ${fields.join(', ')}, which AUDIT_FIELDS (packages/contract/src/audit-catalogue.ts) does not list: add each, with its words in apps/web/src/locales/{en,fr}/audit.json`,
  );
});
