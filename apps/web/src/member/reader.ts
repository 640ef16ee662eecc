import { initialLanguage } from '../core/languages';
import type { MemberSession } from './session';

/**
 * The languages a reader reads in, as the member API hears them (Accept-Language): the reader's own list, most
 * preferred first — a member's is also kept by the server (PUT /app/v1/me/languages), which then wins, a guest's only
 * here — else the browser's languages; then the interface's language, in which the server's sentences come back.
 */
export function readerLanguages(session: MemberSession): string[] {
  let chosen: string[] = [];
  try {
    const kept = JSON.parse(session.read('languages') ?? '[]') as unknown;
    if (Array.isArray(kept)) chosen = kept.filter((l): l is string => typeof l === 'string');
  } catch {
    chosen = [];
  }
  const device = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? [navigator.language])];
  return [...(chosen.length ? chosen : device)].filter(Boolean);
}

/** The header's value: each language once, weighted in order, the interface's last. */
export function acceptLanguage(session: MemberSession, ui: string = initialLanguage()): string {
  const seen = new Set<string>();
  const list = [...readerLanguages(session), ui].filter((tag) => {
    const key = tag.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return list
    .slice(0, 10)
    .map((tag, i) => (i === 0 ? tag : `${tag};q=${Math.max(0.1, 1 - i * 0.1).toFixed(1)}`))
    .join(', ');
}
