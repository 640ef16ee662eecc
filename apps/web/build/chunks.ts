/**
 * The console's chunks for a sign-in over a slow link (issue 40 #1). A person whose browser fills the password in
 * presses Login a second after the page is usable: the console's frame, its dashboard and their catalogues all come
 * after the press. A browser opens six connections to a server over HTTP/1.1, and on a 600 ms satellite link every
 * wave of six files is 0.6 s more: left to the bundler, the frame and the dashboard were 20 files in four waves
 * (2.5 s), then their catalogues one more. So, besides the bundler's own splitting:
 *   ui, console             what the console's entry imports: the widgets' libraries, and the rest
 *   first-screen-texts-en   the catalogues the first screens read, one file per language (-fr), for i18n's loads
 *   community-first-screen  the community console's frame and dashboard: our modules they import statically and
 *                           the entry does not, with the libraries only they use (platform-first-screen: the
 *                           platform console's, less those)
 *   ui-more                 the widgets' libraries of the other screens
 * Everything else is the bundler's: a screen's chunk may import a first screen's (loaded before it anyway), never
 * the other way round.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** What the bundler tells a group's `name` of the module graph (rolldown's ChunkingContext, as far as read here). */
interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** The widgets' libraries: Mantine's components and hooks, the icons, and what those import. */
const UI =
  /node_modules[\\/](@mantine[\\/](core|hooks)|@tabler[\\/]icons-react|@floating-ui|react-remove-scroll|react-number-format|react-textarea-autosize|use-callback-ref|use-sidecar|react-style-singleton|get-nonce|tslib|clsx|detect-node-es|aria-hidden)[\\/]/;

/** The console's script, and each console's first screen: its frame and its dashboard. */
const ENTRY = 'src/main.tsx';
const FIRST_SCREENS = [
  ['community-first-screen', ['src/app/layouts/admin-layout.tsx', 'src/app/community-dashboard-page.tsx']],
  [
    'platform-first-screen',
    ['src/app/layouts/administrator-layout.tsx', 'src/app/platform-dashboard-page.tsx'],
  ],
] as const;

/** The first screens' catalogues' chunk, per language: first-screen-texts-en, -fr (sw/shell.ts precaches them). */
export const TEXTS_CHUNK = 'first-screen-texts';

/**
 * The catalogues the first screens read (app/routes: the consoles' `handle.namespaces`, with `common` everywhere and
 * `auth` for the sign-in's toast). test/chunks.test.ts holds the two lists together.
 */
export const FIRST_SCREEN_TEXTS = ['common', 'auth', 'support', 'dashboard', 'analytics', 'your-data'];
const TEXTS = new RegExp(
  `[\\\\/]src[\\\\/]locales[\\\\/]([a-z]+)[\\\\/](${FIRST_SCREEN_TEXTS.join('|')})\\.json$`,
);

/** A file of this app by its path from apps/web, as the bundler names its module (an absolute path). */
const at = (file: string) => fileURLToPath(new URL(`../${file}`, import.meta.url));
const OURS = new RegExp(`^${at('src/').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Our modules `roots` import statically, through any number of our own modules. */
function staticallyImported(ctx: ChunkingContext, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id) || !OURS.test(id)) continue;
    seen.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** Which first screen each of our modules belongs to, worked out once per build from the module graph. */
function firstScreens() {
  let owner: Map<string, string> | null = null;
  return (id: string, ctx: ChunkingContext): string | null => {
    if (!owner) {
      owner = new Map();
      const taken = staticallyImported(ctx, [at(ENTRY)]);
      for (const [name, files] of FIRST_SCREENS)
        for (const m of staticallyImported(ctx, files.map(at)))
          if (!taken.has(m)) {
            owner.set(m, name);
            taken.add(m);
          }
    }
    return owner.get(id) ?? null;
  };
}

/** The documents and the console's script: each stays its entry's own file (the one index.html names). */
const isEntryScript = (id: string) => /(\.html|[\\/]src[\\/]main\.tsx)$/.test(id);

/**
 * `build.rollupOptions.output.codeSplitting` of the console (vite.config.ts). Higher priority first: a module goes to
 * the first group that takes it, with what it imports (`$initial`: imported statically by an entry, through any
 * number of modules, as the bundler itself reckons it after tree-shaking).
 */
export function consoleChunks() {
  // A file renamed would leave its screen to the bundler's splitting, in many files again, without a word.
  for (const file of [ENTRY, ...FIRST_SCREENS.flatMap(([, files]) => files)])
    if (!existsSync(at(file))) throw new Error(`build/chunks.ts: ${file} is not there any more`);
  const screens = firstScreens();
  return {
    groups: [
      { name: 'ui', priority: 50, tags: ['$initial' as const], test: UI },
      {
        name: 'console',
        priority: 40,
        tags: ['$initial' as const],
        test: (id: string) => !isEntryScript(id),
      },
      { name: (id: string) => `${TEXTS_CHUNK}-${TEXTS.exec(id)![1]}`, priority: 30, test: TEXTS },
      { name: screens, priority: 20, test: OURS },
      { name: 'ui-more', priority: 10, test: UI },
    ],
  };
}
