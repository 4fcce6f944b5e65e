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

/**
 * Feature folders (docs/architecture.md "By feature"): one product area's routes, rules and SQL in
 * `worker/<feature>/`. The layers above are dissolved into them one feature at a time; a feature
 * sits beside the edge layer, and the rest of the worker reaches it only through its `index.ts`.
 */
const FEATURES = ['drives', 'forms', 'google', 'hours', 'trust'].join('|');

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
    {
      name: 'feature-through-its-index',
      comment: "Outside a feature folder, only the feature's index.ts is imported: its files are its own.",
      severity: 'error',
      from: { path: '^worker/', pathNot: [notTest, `^worker/(${FEATURES})/`] },
      to: { path: `^worker/(${FEATURES})/`, pathNot: `^worker/(${FEATURES})/index\\.ts$` },
    },
    {
      name: 'feature-not-below',
      comment: 'Libraries and data modules sit below every feature; a feature calls them, never the reverse.',
      severity: 'error',
      from: { path: '^worker/(env\\.ts|lib/|i18n/|data/)', pathNot: notTest },
      to: { path: `^worker/(${FEATURES})/` },
    },
    {
      name: 'feature-to-feature-through-index',
      comment: "A feature reaches another only through that feature's index.ts.",
      severity: 'error',
      from: { path: `^worker/(${FEATURES})/`, pathNot: notTest },
      to: { path: `^worker/(${FEATURES})/`, pathNot: ['^worker/$1/', `^worker/(${FEATURES})/index\\.ts$`] },
    },
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
