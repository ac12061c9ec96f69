/**
 * The layer rules of DESIGN.md §2. `npm test` runs them (npm run lint:layers) and
 * test/architecture/LayerRules.test.ts proves that each rule fails on a forbidden import.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'src/domain imports nothing outside itself: no framework, no library, no node module.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { pathNot: '^src/domain/' },
    },
    {
      name: 'core-by-its-name',
      comment: "Outside src/domain the core is imported as '@tiara/domain/<module>' (tsconfig.json's paths), so every import line says it reaches the headless core.",
      severity: 'error',
      from: { pathNot: '^src/domain/' },
      to: { path: '^src/domain/', dependencyTypesNot: ['aliased-tsconfig'] },
    },
    {
      name: 'core-through-module-indexes',
      comment: "A domain module shows what it offers in its index.ts; nothing outside the core reaches past it into the module's files.",
      severity: 'error',
      from: { pathNot: '^src/domain/' },
      to: { path: '^src/domain/', pathNot: '^src/domain/[^/]+/index\\.ts$' },
    },
    {
      name: 'application-sees-domain-and-inversify-only',
      comment: 'Use cases and ports depend on the domain, and on inversify for @injectable/@inject.',
      severity: 'error',
      from: { path: '^src/application/' },
      to: { pathNot: ['^src/(domain|application)/', 'node_modules/(inversify|@inversifyjs)/'] },
    },
    {
      name: 'texts-see-the-domain-only',
      comment: 'src/locales holds the texts of each language: data and the domain values they name (brand, limits), nothing else, so the SPA and the server share them.',
      severity: 'error',
      from: { path: '^src/locales/' },
      to: { pathNot: '^src/(domain|locales)/' },
    },
    {
      name: 'infrastructure-never-sees-ui',
      severity: 'error',
      from: { path: '^src/infrastructure/' },
      to: { path: '^src/ui/' },
    },
    {
      name: 'ui-never-sees-infrastructure',
      comment: 'Views and presenters talk to ports; only src/main.tsx composes the adapters.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '^src/infrastructure/' },
    },
    {
      name: 'server-shares-only-the-domain',
      comment: 'The reference server reuses src/domain rules, never the SPA layers.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/(ui|application|infrastructure)/|^src/(main|startShop)\\.tsx$' },
    },
    {
      name: 'spa-never-sees-server',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
