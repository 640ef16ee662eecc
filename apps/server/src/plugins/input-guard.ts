import type { FastifyInstance } from 'fastify';
import { messages } from '@gathering/contract';
import { badRequest } from '../lib/errors';
import { hasForbiddenCharacter } from '../lib/forbidden-characters';

/**
 * The path (`a.b.0`) of the first string, or object key, in `value` that has a forbidden character; `''` names
 * the value itself; `undefined` when all is well. Walks without recursion: a deeply nested JSON body cannot
 * overflow the stack.
 */
export function findForbiddenCharacter(value: unknown): string | undefined {
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (hasForbiddenCharacter(current)) return path;
    } else if (current && typeof current === 'object') {
      // Multipart file parts and buffers carry bytes, not text.
      if (Buffer.isBuffer(current)) continue;
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (hasForbiddenCharacter(key)) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return undefined;
}

/**
 * One guard for every route, before schema validation: a NUL or a lone surrogate anywhere in the path
 * parameters, the query string or the parsed JSON body answers 400 `{ message, field }` instead of reaching the
 * database. Multipart text fields are read by the route itself (`readSingleFile`), which applies the same test.
 */
export function registerInputGuard(app: FastifyInstance) {
  // A callback hook, not an async one: it runs on every request, and an async hook costs a promise each time.
  app.addHook('preValidation', (request, _reply, done) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const field = findForbiddenCharacter(value);
      if (field !== undefined) return done(badRequest(messages.invalidCharacters, field || part));
    }
    done();
  });
}
