/**
 * The layout, enforced (docs/architecture.md "Layers"): `npm test` runs
 * `depcruise worker ui editions data scripts` with these rules. Lower layers never import higher
 * ones; tests beside a module may reach across (they wire real parts together).
 */
const notTest = '\\.test\\.tsx?$';

/** The worker's layers, lowest first: a module may import its own layer and those below. */
const WORKER_LAYERS = [
  ['base', '^worker/(env\\.ts|lib/|i18n/|generated/)'],
  ['data', '^worker/data/'],
  ['services', '^worker/services/'],
  ['edge', '^worker/(middleware|render|routes|scheduled|durable|openapi)/'],
];

const upward = WORKER_LAYERS.slice(0, -1).map(([name, path], i) => ({
  name: `worker-${name}-not-upward`,
  comment: `worker/${name} is a lower layer: it must not import ${WORKER_LAYERS.slice(i + 1)
    .map(([n]) => n)
    .join(', ')} (docs/architecture.md "Layers").`,
  severity: 'error',
  from: { path, pathNot: notTest },
  to: { path: WORKER_LAYERS.slice(i + 1).map(([, p]) => p), pathNot: '^worker/durable/' },
}));

/** A Durable Object's class is its stub's type: lower layers may name it, never run its code. */
const durableTypesOnly = {
  name: 'worker-durable-types-only-below',
  comment: 'Below the edge layer a Durable Object is reached through its binding; importing its class for the stub type is all.',
  severity: 'error',
  from: { path: '^worker/(env\\.ts|lib/|i18n/|data/|services/)', pathNot: notTest },
  to: { path: '^worker/durable/', dependencyTypesNot: ['type-only'] },
};

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Import cycles make load order and the module graph hard to reason about.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...upward,
    durableTypesOnly,
    {
      name: 'worker-not-into-the-entry',
      comment: 'worker/index.ts composes the worker; nothing imports it back.',
      severity: 'error',
      from: { path: '^worker/', pathNot: notTest },
      to: { path: '^worker/index\\.ts$' },
    },
    {
      name: 'ui-not-worker',
      comment: 'The browser bundle never reaches server code; ui/ shares only ui/shared with the worker.',
      severity: 'error',
      from: { path: '^ui/', pathNot: notTest },
      to: { path: '^worker/' },
    },
    {
      name: 'worker-core-only-shared-ui',
      comment: 'Rules, data and libraries use the isomorphic ui/shared only; pages render at the edge layer.',
      severity: 'error',
      from: { path: '^worker/(lib|data|services|i18n)/', pathNot: notTest },
      to: { path: '^ui/', pathNot: '^ui/(shared|jsx)/' },
    },
    {
      name: 'ui-shared-is-the-base',
      comment: 'ui/shared is isomorphic and below every other ui folder (browser utilities of ui/client aside).',
      severity: 'error',
      from: { path: '^ui/shared/', pathNot: notTest },
      to: { path: ['^ui/(components|pages|stores)/', '^ui/app/', '^ui/client/hydrate'] },
    },
    {
      name: 'app-base-below-components',
      comment: 'The app context and lazy-part helpers are what components build on; only the shell (App, HeadTags) composes components.',
      severity: 'error',
      from: { path: '^ui/app/(context|lazy-part|deferred-part)' },
      to: { path: '^ui/(components|pages)/' },
    },
    {
      name: 'components-not-pages',
      comment: 'Pages compose components, never the other way round.',
      severity: 'error',
      from: { path: '^ui/components/', pathNot: notTest },
      to: { path: '^ui/pages/' },
    },
    {
      name: 'data-and-editions-are-leaves',
      comment: 'The dictionary and the edition tables are data: they import no application code.',
      severity: 'error',
      from: { path: '^(data|editions)/' },
      to: { path: '^(worker|ui)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    exclude: { path: '^(worker/generated|dist|test-results)/' },
  },
};
