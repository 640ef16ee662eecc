import { describe, expect, it } from 'vitest';
import { loginBody as contractLoginBody } from '@gathering/contract';
import { loginBody, loginProblems } from './login';

describe('core login rules', () => {
  it.each([
    ['ada', 'secret'],
    ['  ada  ', 'x'],
    ['', 'secret'],
    ['   ', 'secret'],
    ['ada', ''],
    ['', ''],
    ['ada', '   '],
  ])('agree with the contract for %j / %j', (credential, password) => {
    const problems = loginProblems(credential, password);
    expect(problems === null).toBe(contractLoginBody.safeParse({ credential, password }).success);
    if (problems === null)
      expect(contractLoginBody.parse({ credential, password })).toEqual(loginBody(credential, password));
  });

  it('marks each missing field with its sentence, the credential first', () => {
    expect(loginProblems(' ', '')).toEqual({ credential: 'usernameRequired', password: 'passwordRequired' });
    expect(loginProblems('ada', '')).toEqual({ credential: undefined, password: 'passwordRequired' });
    expect(loginBody('  ada ', ' pw ')).toEqual({ credential: 'ada', password: ' pw ' });
  });
});
