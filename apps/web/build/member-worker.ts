import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';

const webRoot = fileURLToPath(new URL('..', import.meta.url));

/** The member app's worker, built into dist/ (the server answers /c/<slug>/sw.js with it: plugins/web.ts). */
export const MEMBER_WORKER = 'member-sw.js';

/** What the worker precaches: the built document (with its revision) and the app's files (named by content). */
export function shellEntries(files: { fileName: string; source: string | Uint8Array }[], prefix: string) {
  const entries: { url: string; revision: string | null }[] = [];
  for (const file of files) {
    if (file.fileName === 'member.html')
      entries.push({
        url: '/member.html',
        revision: createHash('sha256').update(file.source).digest('hex').slice(0, 16),
      });
    // The syllabics font is not precached (most communities never show syllabics): the worker keeps it once a page
    // has used it (sw/member-sw.ts).
    else if (file.fileName.startsWith(prefix) && !file.fileName.endsWith('.woff2'))
      entries.push({ url: `/${file.fileName}`, revision: null });
  }
  return entries;
}

/**
 * sw/member-sw.ts into one classic script with no imports (a module worker is not registered by every browser the
 * members use), with the shell's list written in where the source reads `self.__WB_MANIFEST` (Workbox's own
 * placeholder): a new build of the app is a new worker, which the open pages offer as "new version — reload".
 */
export async function buildMemberWorker(entries: ReturnType<typeof shellEntries>): Promise<string> {
  const result = await build({
    configFile: false,
    root: webRoot,
    publicDir: false,
    logLevel: 'warn',
    build: {
      write: false,
      copyPublicDir: false,
      modulePreload: false,
      reportCompressedSize: false,
      rollupOptions: {
        input: fileURLToPath(new URL('../sw/member-sw.ts', import.meta.url)),
        output: { format: 'iife' },
      },
    },
  });
  const chunks = (Array.isArray(result) ? result : [result])
    .flatMap((o) => ('output' in o ? o.output : []))
    .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  const placeholder = 'self.__WB_MANIFEST';
  if (chunks.length !== 1 || chunks[0].code.split(placeholder).length !== 2)
    throw new Error(`sw/member-sw.ts: expected one script reading ${placeholder} once`);
  return chunks[0].code.replace(placeholder, () => JSON.stringify(entries));
}
