#!/usr/bin/env node
// `npm run check:walls`: the walls of ARCHITECTURE.md. dependency-cruiser applies the file rules of
// .dependency-cruiser.cjs (no cycles, lower layers import no module, a module reaches another only through its
// index.ts, SQL only in repositories, the demo only from the start-up, web app -> features -> shared); this script
// adds what dependency-cruiser cannot say in a rule: no cycle between *modules* (A's files import B's index while
// B's import A's), which file rules miss when the two arrows leave different files.
//
// Before it checks the project it checks itself: it plants one violation of each rule in a throwaway tree and fails
// if any goes unreported, so a rule that silently stopped matching (a renamed folder, a regex typo) is caught too.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise } from 'dependency-cruiser';

const root = new URL('..', import.meta.url).pathname;
const config = createRequire(import.meta.url)(join(root, '.dependency-cruiser.cjs'));

async function cruiseTree(baseDir, dirs) {
  const { output } = await cruise(
    dirs,
    {
      ...config.options,
      validate: true,
      ruleSet: { forbidden: config.forbidden },
      baseDir,
      outputType: 'json',
    },
    {},
  );
  return typeof output === 'string' ? JSON.parse(output) : output;
}

/** The server modules (`modules/<name>`, plus `demo`) and the arrows between them, from the cruise's file graph. */
function moduleArrows(result) {
  const unitOf = (path) => {
    const m = path.match(/^apps\/server\/src\/(?:modules\/([^/]+)|(demo))\//);
    return m ? (m[1] ?? m[2]) : null;
  };
  const arrows = new Map();
  const witness = new Map();
  for (const mod of result.modules) {
    const from = unitOf(mod.source);
    if (!from) continue;
    for (const dep of mod.dependencies) {
      const to = unitOf(dep.resolved);
      if (!to || to === from) continue;
      if (!arrows.has(from)) arrows.set(from, new Set());
      arrows.get(from).add(to);
      witness.set(`${from}>${to}`, `${mod.source} -> ${dep.resolved}`);
    }
  }
  return { arrows, witness };
}

function moduleCycles(result) {
  const { arrows, witness } = moduleArrows(result);
  // Tarjan's strongly connected components: any component of more than one module is a cycle.
  let index = 0;
  const stack = [];
  const state = new Map();
  const cycles = [];
  const visit = (v) => {
    state.set(v, { index, low: index, onStack: true });
    index++;
    stack.push(v);
    for (const w of arrows.get(v) ?? []) {
      if (!state.has(w)) {
        visit(w);
        state.get(v).low = Math.min(state.get(v).low, state.get(w).low);
      } else if (state.get(w).onStack) state.get(v).low = Math.min(state.get(v).low, state.get(w).index);
    }
    if (state.get(v).low === state.get(v).index) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        state.get(w).onStack = false;
        component.push(w);
      } while (w !== v);
      if (component.length > 1) {
        const members = new Set(component);
        const evidence = component.flatMap((a) =>
          [...(arrows.get(a) ?? [])]
            .filter((b) => members.has(b))
            .map((b) => `    ${witness.get(`${a}>${b}`)}`),
        );
        cycles.push(`modules ${component.sort().join(' <-> ')}:\n${evidence.join('\n')}`);
      }
    }
  };
  for (const v of arrows.keys()) if (!state.has(v)) visit(v);
  return cycles;
}

function problems(result) {
  const found = result.summary.violations.map((v) => {
    const via = v.cycle?.length ? ` (cycle: ${v.cycle.map((c) => c.name ?? c).join(' -> ')})` : '';
    return { rule: v.rule.name, text: `${v.rule.name}: ${v.from} -> ${v.to}${via}` };
  });
  for (const text of moduleCycles(result))
    found.push({ rule: 'no-module-cycles', text: `no-module-cycles: ${text}` });
  return found;
}

// --- self-test: one planted violation per rule, in a throwaway tree -------------------------------------------
const planted = {
  'apps/server/src/lib/clock.ts':
    "import { x } from '../modules/alpha/alpha.service';\nexport const c = x;\n",
  'apps/server/src/modules/alpha/index.ts': "export { x } from './alpha.service';\n",
  'apps/server/src/modules/alpha/alpha.service.ts':
    "import { y } from '../beta/beta.repository';\nimport { seed } from '../../demo/seed';\nexport const x = y + seed;\n",
  'apps/server/src/modules/alpha/alpha.repository.ts':
    "import { sql } from '../../db/schema/index';\nimport { z } from '../beta/index';\nexport const r = sql + z;\n",
  'apps/server/src/modules/beta/index.ts': "export { y as z } from './beta.repository';\n",
  'apps/server/src/modules/beta/beta.repository.ts':
    "import { r } from '../alpha/index';\nexport const y = 1;\nexport const q = r;\n",
  'apps/server/src/modules/alpha/index2.ts': "export { r } from './alpha.repository';\n",
  'apps/server/src/db/schema/index.ts': 'export const sql = 1;\n',
  'apps/server/src/demo/seed.ts': 'export const seed = 1;\n',
  'apps/server/src/modules/gamma/gamma.service.ts':
    "import { sql } from '../../db/schema/index';\nimport { d } from './gamma.other';\nexport const g = sql + d;\n",
  'apps/server/src/modules/gamma/gamma.other.ts':
    "import { g } from './gamma.service';\nexport const d = g;\n",
  'apps/server/src/lib/upload.ts': "import { guard } from '../plugins/guard';\nexport const u = guard;\n",
  'apps/server/src/plugins/guard.ts': 'export const guard = 1;\n',
  'apps/server/src/modules/beta/beta.sim.ts': "import { sim } from '../../dev/sim';\nexport const b = sim;\n",
  'apps/server/src/dev/sim.ts': 'export const sim = 1;\n',
  'apps/web/src/components/card.tsx': "import { f } from '../features/one/thing';\nexport const card = f;\n",
  'apps/web/src/features/one/thing.ts':
    "import { t } from '../two/thing';\nimport { a } from '../../app/router';\nexport const f = t + a;\n",
  'apps/web/src/features/two/thing.ts': 'export const t = 1;\n',
  'apps/web/src/app/router.ts': 'export const a = 1;\n',
  'apps/web/src/lib/format.ts':
    "import { toast } from '../components/toasts';\nexport const format = toast;\n",
  'apps/web/src/components/toasts.ts': 'export const toast = 1;\n',
  'apps/web/src/core/language.ts':
    "import { format } from '../lib/format';\nimport { render } from 'framework';\nexport const l = format + render;\n",
  'apps/web/src/public-entry/page.ts':
    "import { toast } from '../components/toasts';\nexport const p = toast;\n",
  'node_modules/framework/package.json': '{ "name": "framework", "main": "index.js" }\n',
  'node_modules/framework/index.js': 'export const render = 1;\n',
};
const expected = [
  'no-cycles',
  'no-module-cycles',
  'server-lower-layers-import-no-module',
  'server-lower-layers-import-no-plugins',
  'dev-only-from-composition',
  'module-public-surface-only',
  'index-exports-no-repository-value',
  'sql-only-in-repositories',
  'demo-only-from-start-up',
  'web-shared-imports-no-feature-or-app',
  'web-lib-below-components',
  'web-core-imports-only-core',
  'web-public-entry-imports-only-core',
  'web-core-framework-free',
  'web-features-import-no-app',
  'web-features-walled',
];
const scratch = mkdtempSync(join(tmpdir(), 'walls-'));
try {
  for (const [file, text] of Object.entries(planted)) {
    mkdirSync(dirname(join(scratch, file)), { recursive: true });
    writeFileSync(join(scratch, file), text);
  }
  const seen = new Set(
    problems(await cruiseTree(scratch, ['apps/server/src', 'apps/web/src'])).map((p) => p.rule),
  );
  const missed = expected.filter((rule) => !seen.has(rule));
  const unknown = config.forbidden.map((r) => r.name).filter((rule) => !expected.includes(rule));
  if (missed.length || unknown.length) {
    console.error(`The walls check does not catch what it should (self-test):`);
    for (const rule of missed) console.error(`  planted violation of ${rule} went unreported`);
    for (const rule of unknown)
      console.error(`  rule ${rule} has no planted violation in scripts/check-walls.mjs`);
    process.exit(1);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

// --- the project ----------------------------------------------------------------------------------------------
const result = await cruiseTree(root, ['apps/server/src', 'apps/web/src']);
const found = problems(result);

// No file over 400 lines, tests and styles included (generated files are neither code nor CSS: migrations,
// openapi.json; or say so on their first line, `// Generated by`: the generated client's types): a file that long
// holds several things, and the next person reads it whole. Every file git knows (committed, or new and not ignored),
// so a new folder is covered without being listed here.
const MAX_LINES = 400;
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\0')
  .filter((file) => /\.(ts|tsx|mts|cts|js|mjs|cjs|css)$/.test(file) && existsSync(join(root, file)));
for (const file of files) {
  const text = readFileSync(join(root, file), 'utf8');
  const lines = text.split('\n').length - 1;
  if (lines > MAX_LINES && !text.startsWith('// Generated by'))
    found.push({ rule: 'file-size', text: `file-size: ${file} has ${lines} lines (at most ${MAX_LINES})` });
}

// ARCHITECTURE.md draws the server modules and their arrows (Mermaid) between two markers: the drawing is made from
// the imports, so it cannot drift. `npm run check:walls -- --write` redraws it; the check fails while it is stale.
const doc = join(root, 'ARCHITECTURE.md');
const [open, close] = ['<!-- modules:begin (npm run check:walls -- --write) -->', '<!-- modules:end -->'];
const { arrows } = moduleArrows(result);
const lines = [...arrows]
  .flatMap(([from, tos]) =>
    [...tos].map((to) => `  ${from.replace(/-/g, '_')}[${from}] --> ${to.replace(/-/g, '_')}[${to}]`),
  )
  .sort();
const drawing = `${open}\n\n\`\`\`mermaid\nflowchart LR\n${lines.join('\n')}\n\`\`\`\n\n${close}`;
const text = readFileSync(doc, 'utf8');
const at = text.indexOf(open);
const end = text.indexOf(close);
if (at < 0 || end < 0)
  found.push({ rule: 'architecture-doc', text: `ARCHITECTURE.md has no ${open} … ${close} block` });
else if (text.slice(at, end + close.length) !== drawing) {
  if (process.argv.includes('--write')) {
    writeFileSync(doc, text.slice(0, at) + drawing + text.slice(end + close.length));
    console.log('Redrew the module graph in ARCHITECTURE.md.');
  } else
    found.push({
      rule: 'architecture-doc',
      text: "architecture-doc: the module graph in ARCHITECTURE.md is not the imports' (npm run check:walls -- --write)",
    });
}
if (found.length) {
  for (const p of found) console.error(`  ${p.text}`);
  const byRule = new Map();
  for (const p of found) byRule.set(p.rule, (byRule.get(p.rule) ?? 0) + 1);
  const counts = [...byRule].map(([rule, n]) => `${rule} ${n}`).join(', ');
  console.error(`\n${found.length} wall violations (${counts}). The rules and why: ARCHITECTURE.md.`);
  process.exit(1);
}
console.log(
  `Walls hold: ${result.summary.totalCruised} files, ${result.summary.totalDependenciesCruised} imports, ` +
    `0 violations (every rule also caught its planted violation).`,
);
