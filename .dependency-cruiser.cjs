// The walls of ARCHITECTURE.md, checked by `npm run check:walls` (part of `npm run check`).
// Type-only imports count: a cycle through types is still a cycle for the reader.
const server = '^apps/server/src/';
const web = '^apps/web/src/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'No import cycle, in the server or the web app (type-only imports included).',
      from: { path: '^apps/(server|web)/src/' },
      to: { circular: true },
    },
    {
      name: 'server-lower-layers-import-no-module',
      severity: 'error',
      comment:
        'lib/, db/, plugins/, jobs/, i18n/ and config.ts sit under every module: they import none of them, nor the demo.',
      from: { path: `${server}(lib|db|plugins|jobs|i18n)/|${server}config\\.ts$` },
      to: { path: `${server}(modules|demo)/|${server}(app|main)\\.ts$` },
    },
    {
      name: 'server-lower-layers-import-no-plugins',
      severity: 'error',
      comment:
        'lib/, db/, jobs/, i18n/ and config.ts sit under the plugins too: a plugin builds on them, never the other way (a helper both need goes down to lib/).',
      from: { path: `${server}(lib|db|jobs|i18n)/|${server}config\\.ts$` },
      to: { path: `${server}plugins/` },
    },
    {
      name: 'dev-only-from-composition',
      severity: 'error',
      comment:
        "Development tools (dev/: the push simulator the demo communities send to) are not the product's: only the composition root starts them.",
      from: { path: server, pathNot: [`${server}dev/`, `${server}composition/`] },
      to: { path: `${server}dev/` },
    },
    {
      name: 'module-public-surface-only',
      severity: 'error',
      comment:
        "A module reaches another only through that module's index.ts (its public surface), never its repository or other internals.",
      from: { path: `${server}modules/([^/]+)/` },
      to: {
        path: `${server}modules/[^/]+/`,
        pathNot: [`${server}modules/$1/`, `${server}modules/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'index-exports-no-repository-value',
      severity: 'error',
      comment:
        "A module's index.ts may name its repository's type (for Pick<> ports built in the composition root), never hand out the repository itself.",
      from: { path: `${server}modules/[^/]+/index\\.ts$` },
      to: { path: '\\.repository\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'sql-only-in-repositories',
      severity: 'error',
      comment:
        'Only a repository touches SQL: the schema and drizzle-orm are value-imported by *.repository.ts files (and db/) alone.',
      from: { path: `${server}`, pathNot: [`\\.repository\\.ts$`, `${server}db/`] },
      to: { path: [`${server}db/schema/`, 'node_modules/drizzle-orm/'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'demo-only-from-start-up',
      severity: 'error',
      comment: 'The demo seeding is a root of its own: only the start-up (main.ts) imports it.',
      from: { path: server, pathNot: [`${server}demo/`, `${server}main\\.ts$`] },
      to: { path: `${server}demo/` },
    },
    {
      name: 'web-shared-imports-no-feature-or-app',
      severity: 'error',
      comment:
        'Web layers run app -> features -> shared (components/, lib/, i18n/, api/): shared code imports no feature and no app code.',
      from: { path: `${web}(components|lib|i18n|api|hooks)/` },
      to: { path: `${web}(features|app)/` },
    },
    {
      name: 'web-lib-below-components',
      severity: 'error',
      comment:
        'Within the shared layer, lib/ and i18n/ (API client, formatting, forms, session, texts) sit under the widgets and the shared server state: they import neither components/ nor api/.',
      from: { path: `${web}(lib|i18n)/` },
      to: { path: `${web}(components|api)/` },
    },
    {
      name: 'web-core-imports-only-core',
      severity: 'error',
      comment:
        "core/ (languages, the API's exchange and errors, the stored session, the login rules, page titles) is the web app's floor, shared by the console and the public pages: it imports no other web code, not even a type.",
      from: { path: `${web}core/` },
      to: { path: web, pathNot: `${web}core/` },
    },
    {
      name: 'web-public-entry-imports-only-core',
      severity: 'error',
      comment:
        "public-entry/ (the public pages and the login page drawn before the console) shares only core/ with the console: nothing of the console's comes into its script.",
      from: { path: `${web}public-entry/` },
      to: { path: web, pathNot: `${web}(public-entry|core)/` },
    },
    {
      name: 'web-core-framework-free',
      severity: 'error',
      comment:
        "core/ and public-entry/ run without React, Mantine, i18next or zod (the public pages weigh ~14 KB): no package and no workspace package at run time; the contract's types only.",
      from: { path: `${web}(core|public-entry)/` },
      to: { path: ['(^|/)node_modules/', '^packages/'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'web-features-import-no-app',
      severity: 'error',
      comment: 'A feature does not import the app layer (router, layouts, pages).',
      from: { path: `${web}features/` },
      to: { path: `${web}app/` },
    },
    {
      name: 'web-features-walled',
      severity: 'error',
      comment: 'Features do not import each other; what several need lives in the shared layer.',
      from: { path: `${web}features/([^/]+)/` },
      to: { path: `${web}features/[^/]+/`, pathNot: `${web}features/$1/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.(test|spec)\\.tsx?$|/test-utils\\.tsx$|/test/' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
