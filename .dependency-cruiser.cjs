/**
 * The dependency rule of `docs/architecture.md`: arrows point inward only. `npm test` runs this, so a
 * forbidden import fails the build rather than a review.
 */
const layer = (name) => `^packages/${name}/`
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'domain may import effect only: no react, DOM, fetch, sdk, adapters, ui, inversify or msw',
      severity: 'error',
      from: { path: layer('domain') },
      to: {
        path: [
          '^packages/(sdk|adapters|sandbox|ui)/',
          '^apps/',
          'node_modules/(react|react-dom|react-router|inversify|msw|openapi-fetch|styled-components)/',
        ],
      },
    },
    {
      name: 'sdk-stands-alone',
      comment: 'the sdk is wire-level and published for other teams: no domain, react or app code',
      severity: 'error',
      from: { path: layer('sdk'), pathNot: '\\.test\\.ts$' },
      to: {
        path: ['^packages/(domain|adapters|sandbox|ui)/', '^apps/', 'node_modules/(react|react-dom|inversify|msw)/'],
      },
    },
    {
      name: 'adapters-no-ui',
      comment: 'adapters implement ports with the sdk and the browser; never react or ui',
      severity: 'error',
      from: { path: layer('adapters'), pathNot: ['\\.test\\.ts$', '^packages/adapters/src/testing/'] },
      to: {
        path: ['^packages/(ui|sandbox)/', '^apps/', 'node_modules/(react|react-dom|react-router|styled-components)/'],
      },
    },
    {
      name: 'sandbox-is-an-independent-provider',
      comment:
        "a provider must not share the consumer's bugs: the sandbox imports only the sdk's contract types and msw",
      severity: 'error',
      from: { path: layer('sandbox') },
      to: { path: ['^packages/(domain|adapters|ui)/', '^apps/', 'node_modules/(react|react-dom|inversify)/'] },
    },
    {
      name: 'ui-gets-ports-through-context',
      comment: 'ui may import domain, react, styled-components and the router; never the sdk or adapters',
      severity: 'error',
      from: { path: layer('ui') },
      to: { path: ['^packages/(sdk|adapters|sandbox)/', '^apps/', 'node_modules/(inversify|openapi-fetch|msw)/'] },
    },
    {
      name: 'components-are-presentational',
      comment:
        'ui components and primitives take props and callbacks: ports, queries and the session are resolved by ' +
        'screens, containers (packages/ui/src/containers) and areas, which pass data down (packages/ui/CONTEXT.md). ' +
        'Allowed contexts: the shared ticker (live/TickerProvider), the chrome-ready signal and toasts.',
      severity: 'error',
      from: { path: '^packages/ui/src/(components|primitives)/' },
      to: {
        path: [
          '^packages/ui/src/(screens|areas|containers|providers)/',
          '^packages/ui/src/services/(?!chromeReady)',
          '^packages/ui/src/live/(?!(TickerProvider|applyReceipt)\\.)',
          'node_modules/@tanstack/',
        ],
      },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)(dist|generated|\\.tsbuild)/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
    combinedDependencies: true,
  },
}
