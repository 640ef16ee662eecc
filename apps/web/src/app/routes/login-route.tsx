import { LoginPage } from '../../features/auth/pages/login-page';
import { adminConsole } from './admin-console';
import { usePrefetchScreens } from './prefetch-screens';

const CONSOLE = [adminConsole];
const FIRST_SCREEN = ['/dashboard'];

/**
 * The login page, which loads the community console's frame and dashboard while the person types (issue 21: over
 * a satellite link they were a cascade of round trips after Login was pressed). Most people who sign in here run a
 * community; a platform administrator's console loads on its own, as before.
 */
export function LoginRoute() {
  usePrefetchScreens(CONSOLE, '', FIRST_SCREEN);
  return <LoginPage />;
}
