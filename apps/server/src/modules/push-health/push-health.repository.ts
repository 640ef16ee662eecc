import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

export const pushHealthRepository = {
  /** Active platform administrators, in their e-mail language. */
  async platformAdministrators(db: Executor) {
    return db
      .select({ email: users.email, firstName: users.firstName, locale: users.locale })
      .from(users)
      .where(and(eq(users.isPlatformAdmin, true), eq(users.status, 'ACTIVE')));
  },
};
