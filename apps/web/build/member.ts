import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type Rolldown } from 'vite';
import { buildMemberWorker, MEMBER_WORKER, shellEntries } from './member-worker.ts';

const webRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Groups of member.json that only a screen fetched when first opened reads (`virtual:member-texts:<group>`, imported by
 * that screen): they travel in its chunk, not in the app's script, and cost the first feed nothing.
 */
export const LATER_TEXTS = ['account'];

/**
 * `virtual:member-texts`: the member web app's texts (locales/<language>/member.json) in both languages, inside the
 * app's script: a catalogue fetched after the script would be one more satellite round trip before the first feed.
 * The groups of LATER_TEXTS are left out, each its own `virtual:member-texts:<group>`.
 */
export function memberTexts(): Plugin {
  const id = 'virtual:member-texts';
  const file = (language: string) => new URL(`../src/locales/${language}/member.json`, import.meta.url);
  return {
    name: 'member-texts',
    resolveId: (source: string) =>
      source === id || (source.startsWith(`${id}:`) && LATER_TEXTS.includes(source.slice(id.length + 1)))
        ? `\0${source}`
        : undefined,
    load(resolved: string) {
      if (resolved !== `\0${id}` && !resolved.startsWith(`\0${id}:`)) return undefined;
      const group = resolved.slice(id.length + 2);
      const texts = Object.fromEntries(
        ['en', 'fr'].map((language) => {
          const all = JSON.parse(readFileSync(file(language), 'utf8')) as Record<string, unknown>;
          if (group) return [language, all[group]];
          for (const later of LATER_TEXTS) delete all[later];
          return [language, all];
        }),
      );
      for (const language of ['en', 'fr']) this.addWatchFile(fileURLToPath(file(language)));
      return `export default ${JSON.stringify(texts)};`;
    },
  };
}

/** The boot script as member.html names it for the development server; the build puts it inline in its place. */
export const MEMBER_BOOT = '<script type="module" src="/src/member/boot.ts"></script>';

/** The member app's files are named apart from the console's (one assets folder, two builds). */
const PREFIX = 'assets/member-app-';

async function outputOf(result: Awaited<ReturnType<typeof build>>) {
  return (Array.isArray(result) ? result : [result]).flatMap((o) => ('output' in o ? o.output : []));
}

/** boot.ts, alone, into one ES module with no imports (inline in member.html; its hash is in the server's CSP). */
async function buildBoot(): Promise<string> {
  const output = await outputOf(
    await build({
      configFile: false,
      root: webRoot,
      publicDir: false,
      logLevel: 'warn',
      build: {
        write: false,
        copyPublicDir: false,
        modulePreload: false,
        reportCompressedSize: false,
        rollupOptions: { input: fileURLToPath(new URL('../src/member/boot.ts', import.meta.url)) },
      },
    }),
  );
  const chunks = output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  if (chunks.length !== 1 || chunks[0].imports.length || chunks[0].dynamicImports.length)
    throw new Error('src/member/boot.ts: expected one script with no imports to inline');
  return chunks[0].code;
}

/**
 * The member web app (issue 35), built on its own beside the console: its own document (member.html), React without
 * Mantine, and no chunk shared with the console (a shared chunk would change what the console's first page loads, and
 * be one more request for the member's). Its files join the console's build output, so the server serves one dist/.
 */
export function memberApp(): Plugin {
  return {
    name: 'member-app',
    apply: 'build',
    async generateBundle() {
      const output = await outputOf(
        await build({
          configFile: false,
          root: webRoot,
          publicDir: false,
          logLevel: 'warn',
          plugins: [
            react(),
            memberTexts(),
            {
              name: 'member-boot-out',
              transformIndexHtml: {
                order: 'pre',
                handler(html) {
                  if (!html.includes(MEMBER_BOOT)) throw new Error(`member.html: expected ${MEMBER_BOOT}`);
                  return html.replace(MEMBER_BOOT, '<!-- member boot -->');
                },
              },
            },
          ],
          build: {
            write: false,
            copyPublicDir: false,
            reportCompressedSize: false,
            modulePreload: { polyfill: false },
            rollupOptions: {
              input: fileURLToPath(new URL('../member.html', import.meta.url)),
              output: {
                entryFileNames: `${PREFIX}[hash].js`,
                chunkFileNames: `${PREFIX}[name]-[hash].js`,
                assetFileNames: `${PREFIX}[name]-[hash][extname]`,
              },
            },
          },
        }),
      );
      const boot = await buildBoot();
      const emitted: { fileName: string; source: string | Uint8Array }[] = [];
      const emit = (fileName: string, source: string | Uint8Array) => {
        emitted.push({ fileName, source });
        this.emitFile({ type: 'asset', fileName, source });
      };
      for (const file of output) {
        if (file.fileName === 'member.html' && file.type === 'asset') {
          const html = String(file.source);
          const entry = '<script type="module" crossorigin src="';
          if (!html.includes('<!-- member boot -->') || !html.includes(entry))
            throw new Error("member.html: expected its boot script's place and the app's script");
          // "</script" inside the code would end the element; "<\/script" means the same to JavaScript. Module
          // scripts run in the document's order: the boot goes before the app's (which the build put in the head).
          const inline = `<script type="module">${boot.replaceAll('</script', '<\\/script').trim()}</script>`;
          const source = html
            .replace('    <!-- member boot -->\n', '')
            .replace(entry, () => `${inline}\n    ${entry}`);
          emit(file.fileName, source);
        } else if (file.type === 'chunk') emit(file.fileName, file.code);
        else emit(file.fileName, file.source);
      }
      // The community's service worker (issue 35), with this build's shell listed in.
      emit(MEMBER_WORKER, await buildMemberWorker(shellEntries(emitted, PREFIX)));
    },
  };
}
