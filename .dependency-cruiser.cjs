/**
 * The direction of imports between the top-level folders of services/src (issue 36 item 7): a folder imports
 * only from the layers below its own, never from its own layer's other folders, so no import runs back up and
 * no two folders import each other. `npm run lint:imports` (part of `npm run lint`) fails on any other import.
 * Tests (`*.test.ts`) are not checked: a test may reach across folders to set up what it exercises.
 */
const LAYERS = [
  // Small shared pieces: the clock, the logger, run-step, the caches' building blocks.
  ["lib"],
  ["config.ts", "db"],
  // The machinery domains use: the automation's event table, the job queue, the CPU pool.
  ["event-store", "jobs", "workers"],
  // The HTTP framework the domains plug into (HttpModule); it knows no domain.
  ["http"],
  // The domains, each above the ones it uses.
  ["catalog", "automation", "reach", "analytics"],
  ["admin"],
  // Pinterest takes the pins pages make (pages/pin-publisher.ts names its types).
  ["pinterest"],
  ["pages", "embed"],
  ["share-images"],
  // The API documents gather every domain's route declarations.
  ["openapi"],
  // The composition roots: the CPU pool's thread entry; the server's start phases, then the server, then the
  // command-line tools (cli/serve.ts runs main.ts's start()).
  ["cpu-tasks.ts"],
  ["start"],
  ["main.ts"],
  ["cli"],
];

/** Files that still import against the direction, and the folders each may still reach (none today). */
const PENDING = [];

const escapeDots = (name) => name.replace(/[.]/g, "\\.");
const pathOf = (name) =>
  name.endsWith(".ts") ? `^services/src/${escapeDots(name)}$` : `^services/src/${escapeDots(name)}/`;
const anyOf = (names) => `^services/src/(${names.map(escapeDots).join("|")})($|/)`;

const rules = LAYERS.flatMap((layer, rank) =>
  layer.flatMap((name) => {
    const notBelow = LAYERS.slice(rank)
      .flat()
      .filter((other) => other !== name);
    const rule = (from, forbidden) => ({
      name: `${name}-imports-down`,
      comment: `services/src/${name} imports only from the layers below it (.dependency-cruiser.cjs)`,
      severity: "error",
      from,
      to: { path: anyOf(forbidden) },
    });
    const pending = PENDING.filter(({ file }) => file.startsWith(`${name}/`));
    const files = pending.map(({ file }) => pathOf(file));
    return [
      rule({ path: pathOf(name), pathNot: ["\\.test\\.tsx?$", ...files] }, notBelow),
      ...pending.map(({ file, mayImport }) =>
        rule(
          { path: pathOf(file) },
          notBelow.filter((other) => !mayImport.includes(other)),
        ),
      ),
    ];
  }),
);

module.exports = {
  forbidden: rules,
  options: {
    includeOnly: "^services/src/",
    // Type-only imports count: a type is knowledge of the folder it comes from.
    tsPreCompilationDeps: true,
  },
};
