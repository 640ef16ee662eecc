import { useLocation } from 'react-router';
import type { KindPath } from '@gathering/contract';
import { isKindPath } from './kinds';

/** The kind of the current screen, from its path: /admin/{news|events|jobs|forms|documents}/… */
export function useKindPath(): KindPath {
  const segment = useLocation().pathname.split('/')[2];
  return isKindPath(segment) ? segment : 'news';
}
