import type { LoginBody, LoginResponse } from '@gathering/contract';
import type { Language } from './languages';

/**
 * The login rules of both login pages: the one drawn before the console (public-entry/pages/login.ts) and the
 * console's own, after a sign-out (features/auth/components/login-form.tsx).
 */
export const LOGIN_PATH = '/v1/users/login';

// Spec 001 §1, §9: the pitch's banner names four audiences, one every 3 seconds, fading in over 400 ms.
export const AUDIENCES = ['firstNations', 'metisNations', 'tribalCouncils', 'ngos'] as const;
export const BANNER_INTERVAL_MS = 3000;

/** What is wrong with a form before it is sent: the key of each field's sentence under `auth:login`. */
export interface LoginProblems {
  credential?: 'usernameRequired';
  password?: 'passwordRequired';
}

/**
 * The contract's loginBody (a credential that is not blank, a password that is not empty), checked without zod: the
 * login pages must stay light (bench:bundle). Nothing is sent while either is missing; the credential is named first,
 * as spec 001 §5 checks it first. Null when the form may be sent.
 */
export function loginProblems(credential: string, password: string): LoginProblems | null {
  const problems: LoginProblems = {
    credential: credential.trim() ? undefined : 'usernameRequired',
    password: password ? undefined : 'passwordRequired',
  };
  return problems.credential || problems.password ? problems : null;
}

/** The body sent: the credential trimmed, the password as typed. */
export const loginBody = (credential: string, password: string): LoginBody => ({
  credential: credential.trim(),
  password,
});

/**
 * What the login page drawn before the console hands the console once the server has accepted the credentials
 * (window.gatheringLogin, handover.d.ts and main.tsx): the answer, the language the person chose meanwhile, and the
 * first screen's data, already asked for.
 */
export interface SignedIn {
  answer: LoginResponse;
  language: Language;
  /** The answer of FIRST_SCREEN_DATA_PATH, asked for with the login's answer; absent for a platform administrator. */
  firstScreen?: Promise<unknown>;
}

/**
 * The data of a community's first screen, its dashboard's counts (issue 40 #1): asked for as soon as the login is
 * answered, a satellite round trip (600 ms) before the console's code could ask, and while that code still loads.
 */
export const FIRST_SCREEN_DATA_PATH = '/v1/admin/dashboard';

/** Whether the signed-in person lands on the community dashboard (a platform administrator has theirs). */
export const landsOnCommunityDashboard = (answer: LoginResponse) => answer.me?.isAdministratorUser !== true;
