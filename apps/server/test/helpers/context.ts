import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createTestContext, type TestContext } from './app';

/**
 * The hooks most test files open with, registered in the calling `describe`: one app over the worker's database for
 * the block (built before its tests, closed after them), the database emptied before each test. Answers the context
 * at once, for helpers declared beside the tests: each field is read from the app of the moment, so it may only be
 * used inside a test or a hook. A file's own `beforeEach` (a clock to set, a world to make) runs after the reset.
 */
export function useTestContext(opts: Parameters<typeof createTestContext>[0] = {}): TestContext {
  let current: TestContext | undefined;
  const ctx = () => {
    if (!current) throw new Error('the test context is only there inside a test or a hook');
    return current;
  };
  beforeAll(async () => {
    current = await createTestContext(opts);
  });
  afterAll(() => current?.close());
  beforeEach(() => ctx().reset());
  return {
    get app() {
      return ctx().app;
    },
    get database() {
      return ctx().database;
    },
    get config() {
      return ctx().config;
    },
    get clock() {
      return ctx().clock;
    },
    drain: () => ctx().drain(),
    outbox: () => ctx().outbox(),
    reset: () => ctx().reset(),
    close: () => ctx().close(),
  };
}
