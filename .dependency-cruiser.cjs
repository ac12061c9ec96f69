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
      name: 'contract-is-wire-shapes-only',
      comment: 'src/contract holds the wire shapes both sides import: zod schemas and the core, nothing else.',
      severity: 'error',
      from: { path: '^src/contract/' },
      to: { pathNot: ['^src/(contract|domain)/', 'node_modules/zod/'] },
    },
    {
      name: 'contract-at-the-http-edges-only',
      comment: "Only the SPA's HTTP adapters and the server's HTTP edge speak the wire: the core, use cases, views, texts and the server's adapters never see it.",
      severity: 'error',
      from: { path: '^src/(domain|application|ui|locales)/|^server/(application|adapters|seed)/' },
      to: { path: '^src/contract/' },
    },
    {
      name: 'contract-by-its-name',
      comment: "The contract is imported as '@tiara/contract/<shape>' (tsconfig.json's paths).",
      severity: 'error',
      from: { pathNot: '^src/contract/' },
      to: { path: '^src/contract/', dependencyTypesNot: ['aliased-tsconfig'] },
    },
    {
      name: 'server-application-sees-no-adapters-or-http',
      comment: "The server's use cases see their ports (server/application), the core and the texts; never an adapter, the HTTP edge or the composition root.",
      severity: 'error',
      from: { path: '^server/application/' },
      to: { path: '^server/(adapters|http|composition|seed)/|^server/main\\.ts$' },
    },
    {
      name: 'server-adapters-see-no-http',
      comment: "The server's adapters implement ports; the HTTP edge and the composition root use them, never the other way round.",
      severity: 'error',
      from: { path: '^server/adapters/' },
      to: { path: '^server/(http|composition)/|^server/main\\.ts$' },
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
      comment: 'src/locales holds the texts of each language: data and the domain values they name (brand, limits), nothing else, so the SPA and the server can both read them.',
      severity: 'error',
      from: { path: '^src/locales/' },
      to: { pathNot: '^src/(domain|locales)/' },
    },
    {
      name: 'shop-texts-stay-in-the-shop',
      comment: "src/locales/shop holds the tables only the SPA reads: the server, and the texts both sides read (src/locales/shared, format, Translation), never reach them.",
      severity: 'error',
      from: { path: '^(server/|src/locales/)', pathNot: '^src/locales/shop/' },
      to: { path: '^src/locales/shop/' },
    },
    {
      name: 'server-texts-stay-on-the-server',
      comment: "src/locales/server holds the server's answers and e-mails: nothing in the SPA, nor the shop's or the shared texts, reaches them, so no SPA chunk carries them.",
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/locales/server/' },
      to: { path: '^src/locales/server/' },
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
