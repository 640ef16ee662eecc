import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { consoleChunks } from './build/chunks.ts';
import { shellOnly } from './sw/shell.ts';
import { PUBLIC_PAGES } from './sw/rules.ts';

/**
 * `virtual:public-texts`: the texts of the public pages (src/public-entry) in every language — the `public`
 * catalogue and the few groups of `common` and `auth` (the login page) they use — taken from the same catalogues as the console at build time.
 * Imported as the JSON files themselves, they would be modules shared with the console's catalogue chunks, which
 * the bundler then splits into chunks of their own: more requests, each a satellite round trip.
 */
function publicTexts(): Plugin {
  const id = 'virtual:public-texts';
  const COMMON = ['language', 'shell', 'toast', 'validation'];
  const AUTH = ['login', 'pitch'];
  const read = (file: string) =>
    JSON.parse(readFileSync(new URL(`src/locales/${file}`, import.meta.url), 'utf8'));
  return {
    name: 'public-texts',
    resolveId: (source: string) => (source === id ? `\0${id}` : undefined),
    load(resolved: string) {
      if (resolved !== `\0${id}`) return undefined;
      const texts = Object.fromEntries(
        ['en', 'fr'].map((language) => {
          const common = read(`${language}/common.json`);
          const auth = read(`${language}/auth.json`);
          return [
            language,
            {
              public: read(`${language}/public.json`),
              common: Object.fromEntries(COMMON.map((group) => [group, common[group]])),
              auth: Object.fromEntries(AUTH.map((group) => [group, auth[group]])),
            },
          ];
        }),
      );
      for (const language of ['en', 'fr'])
        for (const file of ['public.json', 'common.json', 'auth.json'])
          this.addWatchFile(new URL(`src/locales/${language}/${file}`, import.meta.url).pathname);
      return `export default ${JSON.stringify(texts)};`;
    },
  };
}

/** The public pages' script, as public.html names it for the development server. */
const PUBLIC_SCRIPT = '<script type="module" src="/src/public-entry/main.ts"></script>';

/**
 * The public pages' script, built alone into one ES module with no imports (src/public-entry/main.ts and the part
 * of the core, src/core, that it uses). Built with the console, the modules the two share would become a chunk of
 * their own, which the inline script could not import without one more round trip; built apart, each carries its
 * own copy of the few kilobytes of core it uses.
 */
async function buildPublicScript(): Promise<string> {
  const output = await build({
    configFile: false,
    root: fileURLToPath(new URL('.', import.meta.url)),
    publicDir: false,
    logLevel: 'warn',
    plugins: [publicTexts()],
    build: {
      write: false,
      copyPublicDir: false,
      modulePreload: false,
      reportCompressedSize: false,
      rollupOptions: { input: fileURLToPath(new URL('src/public-entry/main.ts', import.meta.url)) },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) =>
    'output' in o ? o.output.filter((file) => file.type === 'chunk') : [],
  );
  if (chunks.length !== 1 || chunks[0].imports.length || chunks[0].dynamicImports.length)
    throw new Error('src/public-entry: expected one script with no imports to inline');
  return chunks[0].code;
}

/**
 * public.html carries its script inline (issue 21): on a 600 ms link the script fetched after the page was a whole
 * round trip before the page could ask the API for its data. The server allows exactly this script by its hash
 * (apps/server plugins/web.ts).
 *
 * The console's index.html carries the same script, before the console's own: at its address "/" a visitor with no
 * session gets the login page at once (src/public-entry/pages/login.ts) while the console's code arrives, and the
 * console takes over once the person has signed in (src/main.tsx). The console's styles are then fetched beside it
 * rather than blocking the page (a stylesheet in the head holds back every script and the first paint): src/main.tsx
 * applies the `data-console-style` links before it draws.
 */
function inlinePublicScript(): Plugin {
  return {
    name: 'inline-public-script',
    apply: 'build',
    enforce: 'post',
    // The console's build leaves the public script out (buildPublicScript builds it).
    transformIndexHtml: {
      order: 'pre',
      handler(html, { filename }) {
        if (!filename.endsWith('public.html')) return html;
        if (!html.includes(PUBLIC_SCRIPT)) throw new Error(`public.html: expected ${PUBLIC_SCRIPT}`);
        return html.replace(PUBLIC_SCRIPT, '<!-- public script -->');
      },
    },
    async generateBundle(_options, bundle) {
      const page = bundle['public.html'];
      const index = bundle['index.html'];
      if (!page || page.type !== 'asset' || !index || index.type !== 'asset') return;
      const code = await buildPublicScript();
      // "</script" inside the code would end the element; "<\/script" means the same to JavaScript.
      const inline = `<script type="module">${code.replaceAll('</script', '<\\/script').trim()}</script>`;
      const source = String(page.source);
      if (!source.includes('<!-- public script -->')) throw new Error('public.html: its script has no place');
      page.source = source.replace('<!-- public script -->', () => inline);
      let html = String(index.source);
      const styles = [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)];
      for (const [link, href] of styles)
        html = html.replace(
          link,
          `<link rel="preload" as="style" crossorigin href="${href}" data-console-style>`,
        );
      if (!styles.length || !html.includes('<script type="module" crossorigin src="'))
        throw new Error("index.html: expected the console's stylesheet and script");
      index.source = html.replace(
        '<script type="module" crossorigin src="',
        () => `${inline}\n    <script type="module" crossorigin src="`,
      );
    },
  };
}

const TESTS = ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'];
/** Test files that mock a module (vi.mock): they run with module isolation (see `projects` below). */
const MOCKING = ['src', 'test'].flatMap((dir) =>
  readdirSync(new URL(dir, import.meta.url), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.test\.tsx?$/.test(f))
    .map((f) => `${dir}/${f}`)
    .filter((f) => readFileSync(new URL(f, import.meta.url), 'utf8').includes('vi.mock(')),
);

// The API runs on the same origin in production (the server serves dist/); in development Vite proxies to it.
const api = process.env.API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [
    react(),
    // The public pages are their own document (public.html, issue 21); the development server answers their
    // addresses with it, as the server (plugins/web.ts) does in production.
    publicTexts(),
    inlinePublicScript(),
    {
      name: 'public-pages',
      configureServer(server) {
        server.middlewares.use((req, _res, next) => {
          const path = (req.url ?? '').split('?')[0];
          if (req.method === 'GET' && PUBLIC_PAGES.test(path)) req.url = '/public.html';
          next();
        });
      },
    },
    // The console's service worker (sw/sw.ts): written by us, with the shell's files listed in at build time.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      // Registered by lib/service-worker.ts once the page has loaded, not by a script in index.html.
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{html,js,css,svg}'],
        globIgnores: ['sw.js'],
        manifestTransforms: [shellOnly],
        // index.html, the only file without a hash in its name, gets a revision; the rest are named by content.
        dontCacheBustURLsMatching: /^assets\//,
      },
    }),
  ],
  server: {
    proxy: { '/v1': api, '/v2': api, '/app': api, '/health': api, '/files': api, '/docs': api },
  },
  // The manifest tells the service worker's build which files are the shell (sw/shell.ts).
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    // No modulepreload polyfill: every browser since 2023 preloads modules itself, and the polyfill, shared by the
    // two documents, became a chunk of its own that the public pages waited for (one more satellite round trip).
    modulePreload: { polyfill: false },
    // Two documents: the console (index.html) and the light public pages (public.html, src/public-entry).
    rollupOptions: {
      input: {
        index: new URL('index.html', import.meta.url).pathname,
        public: new URL('public.html', import.meta.url).pathname,
      },
      output: {
        // The widgets' libraries in one file, each console's first screen and its catalogues in one (build/chunks.ts).
        codeSplitting: consoleChunks(),
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    css: false,
    // Mantine forms under jsdom are slow on a busy 2-core machine; the default 5 s flakes there.
    testTimeout: 20_000,
    // Two files at a time: vitest's default on a two-core machine is one worker (cores - 1), which left a core idle
    // (3.2 -> 2.3 minutes).
    maxWorkers: 2,
    // Test files share one module graph per worker (isolate: false): loading Mantine, the catalogues and jsdom once
    // per worker instead of once per file took the suite from 5.3 to ~1.6 minutes. A file that replaces a module
    // with vi.mock needs a graph of its own (the module may already be loaded unmocked), so those run isolated; each
    // costs ~5 s of loading, so a test watches toasts through the real store (test-utils watchToasts) instead.
    // test/setup.ts resets the shared state (language, toasts, DOM) after every test.
    projects: [
      { extends: true, test: { name: 'shared', include: TESTS, exclude: MOCKING, isolate: false } },
      { extends: true, test: { name: 'isolated', include: MOCKING, isolate: true } },
    ],
  },
});
