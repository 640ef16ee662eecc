import { readFileSync } from 'node:fs';
import type { ManifestTransform } from 'workbox-build';
import { TEXTS_CHUNK } from '../build/chunks.ts';

const dist = new URL('../dist/', import.meta.url);
// The catalogue every screen needs, the offline page's among them; the others are kept when first used.
const namespaces = new Set(['common']);

/**
 * What the service worker precaches (issue 21): the shell only — index.html, the modules and styles it loads first
 * (already in the browser's cache by then), and the common catalogue in each language (the offline page speaks the
 * person's language). Over a 1 Mbit/s satellite link, precaching the whole console (740 KB compressed) would take
 * the link for six seconds right after sign-in, and even the 44 catalogues were eight rounds of requests beside the
 * login page's own; the other chunks are kept by the worker the first time a screen loads them.
 */
export const shellOnly: ManifestTransform = (entries) => {
  const html = readFileSync(new URL('index.html', dist), 'utf8');
  const shell = new Set(['index.html', 'logo.svg']);
  for (const [, href] of html.matchAll(/(?:src|href)="\/([^"]+)"/g)) shell.add(href);
  // Vite's manifest names a catalogue's chunk after its namespace; it imports nothing but the bundler's runtime,
  // unlike a screen's chunk of the same name. The common catalogue is in its language's chunk of the first screens'
  // catalogues (build/chunks.ts).
  const chunks = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8')) as Record<
    string,
    { file: string; name?: string; imports?: string[]; css?: string[] }
  >;
  for (const chunk of Object.values(chunks))
    if (
      chunk.name &&
      (namespaces.has(chunk.name) || chunk.name.startsWith(`${TEXTS_CHUNK}-`)) &&
      !chunk.css &&
      (chunk.imports ?? []).every((i) => i.startsWith('_rolldown-runtime'))
    )
      shell.add(chunk.file);
  return { manifest: entries.filter((entry) => shell.has(entry.url)), warnings: [] };
};
