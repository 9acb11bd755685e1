import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";

/*
 * Keeps docs/architecture.md's recipe "A new automation event type" honest: a throwaway `NoteAdded` is added in
 * exactly the files the recipe names (in memory, the work tree is not touched), and then
 * - every workspace that `npm run typecheck` checks still type-checks (only the files that import an edited
 *   file, directly or not, can gain an error, so only those are checked: the full check takes minutes);
 * - the random histories of the property tests contain NoteAdded events (their generator, bundled from the
 *   edited sources, is run).
 * A recipe that needs another file fails here, naming the file and the error.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const at = (file: string) => path.join(ROOT, file);

/** Inserts `text` after the first match of `anchor` (after `from` when given); throws if it is not there. */
function insertAfter(source: string, anchor: RegExp, text: string): string {
  const match = anchor.exec(source);
  if (!match) throw new Error(`The recipe fixture's anchor ${anchor} is gone: update it to the file's new shape`);
  const end = match.index + match[0].length;
  return `${source.slice(0, end)}${text}${source.slice(end)}`;
}

/** The recipe's steps, as a developer would write them (docs/architecture.md, "A new automation event type"). */
const EDITS: Record<string, (source: string) => string> = {
  "shared/src/automation-events.ts": (source) =>
    insertAfter(source, /export const AUTOMATION_EVENTS = \{\n/, "  NoteAdded: v1(z.object({ text: z.string() })),\n"),
  "services/src/automation/decide.ts": (source) =>
    insertAfter(
      insertAfter(source, /export const COMMANDS = \{\n/, "  AddNote: z.object({ text: z.string().min(1) }),\n"),
      /switch \(command\.type\) \{\n/,
      `    case "AddNote":\n      return { events: [{ type: "NoteAdded", data: { text: command.text } }], message: "Note added" };\n`,
    ),
  "services/src/automation/machine.ts": (source) =>
    insertAfter(source, /createMachine\(\{[\s\S]*?\n {2}on: \{\n/, `    "note.added": { actions: () => undefined },\n`),
};

const edited = new Map(
  Object.entries(EDITS).map(([file, edit]) => [at(file), edit(readFileSync(at(file), "utf8"))] as const),
);

/** The files the recipe names: the backticked paths of its numbered steps. */
function recipeFiles(): string[] {
  const doc = readFileSync(at("docs/architecture.md"), "utf8");
  const section = doc.split("### A new automation event type")[1]?.split(/\n#{2,3} /)[0] ?? "";
  return [...section.matchAll(/^\d+\. `([^`]+)`/gm)].map((match) => match[1] as string);
}

/** The tsconfig of each `tsc -p` in the root `typecheck` script. */
function typecheckedProjects(): string[] {
  const scripts = JSON.parse(readFileSync(at("package.json"), "utf8")).scripts as Record<string, string>;
  return [...(scripts.typecheck ?? "").matchAll(/tsc -p (\S+)/g)].map((match) => at(match[1] as string));
}

/** One parse of each file for every project (they share most of the repo and its libraries). */
const parsed = new Map<string, ts.SourceFile>();

function configOf(project: string): ts.ParsedCommandLine {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(project, "tsconfig.json"),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
      },
    },
  );
  if (!config) throw new Error(`No tsconfig in ${project}`);
  return config;
}

/**
 * One program for each set of projects with the same compiler options (services and ops share one checker,
 * which is most of the time saved), reading the edited files instead of the work tree's.
 */
function programs(): ts.Program[] {
  const groups = new Map<string, { options: ts.CompilerOptions; rootNames: string[] }>();
  for (const project of typecheckedProjects()) {
    const { options, fileNames } = configOf(project);
    const key = JSON.stringify({ ...options, configFilePath: undefined });
    const group = groups.get(key) ?? { options, rootNames: [] };
    group.rootNames.push(...fileNames);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ options, rootNames }) => {
    const host = ts.createCompilerHost(options);
    host.readFile = (file) => edited.get(path.resolve(file)) ?? ts.sys.readFile(file);
    host.getSourceFile = (file, languageVersion) => {
      const key = `${file}|${JSON.stringify(languageVersion)}`;
      const cached = parsed.get(key);
      if (cached) return cached;
      const text = host.readFile(file);
      if (text === undefined) return undefined;
      const sourceFile = ts.createSourceFile(file, text, languageVersion);
      parsed.set(key, sourceFile);
      return sourceFile;
    };
    return ts.createProgram({ rootNames: [...new Set(rootNames)], options, host });
  });
}

/** The program's own files that import one of `targets`, directly or through other files. */
function importersOf(program: ts.Program, targets: ReadonlySet<string>): ts.SourceFile[] {
  const options = program.getCompilerOptions();
  const cache = ts.createModuleResolutionCache(ROOT, (name) => name, options);
  const importedBy = new Map<string, string[]>();
  for (const file of program.getSourceFiles()) {
    if (file.isDeclarationFile) continue;
    for (const { fileName: specifier } of ts.preProcessFile(file.text, true, true).importedFiles) {
      const resolved = ts.resolveModuleName(specifier, file.fileName, options, ts.sys, cache).resolvedModule;
      // A workspace package (@movebreak/shared) resolves through node_modules to its real path: it counts.
      if (!resolved || resolved.resolvedFileName.includes("/node_modules/")) continue;
      const target = path.resolve(resolved.resolvedFileName);
      importedBy.set(target, [...(importedBy.get(target) ?? []), path.resolve(file.fileName)]);
    }
  }
  const reached = new Set(targets);
  const queue = [...targets];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    for (const importer of importedBy.get(file) ?? []) {
      if (!reached.has(importer)) {
        reached.add(importer);
        queue.push(importer);
      }
    }
  }
  return program.getSourceFiles().filter((file) => !file.isDeclarationFile && reached.has(path.resolve(file.fileName)));
}

const describeDiagnostic = (diagnostic: ts.Diagnostic) =>
  `${diagnostic.file ? path.relative(ROOT, diagnostic.file.fileName) : "?"}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, " ")}`;

const scratch = mkdtempSync(path.join(tmpdir(), "recipe-event-type-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// No database in it: the PGlite pass runs it, and the PostgreSQL pass (TEST_DATABASE_URL) would only repeat it.
describe.skipIf(process.env.TEST_DATABASE_URL)(
  "the recipe 'A new automation event type' (docs/architecture.md)",
  () => {
    it("when the recipe is read, then it names the three files this fixture edits", () => {
      expect(recipeFiles()).toEqual(Object.keys(EDITS));
    });

    it("when NoteAdded is added in those files only, then every workspace still type-checks", () => {
      const targets = new Set(edited.keys());
      const errors: string[] = [];
      let checked = 0;
      for (const program of programs()) {
        for (const file of importersOf(program, targets)) {
          checked += 1;
          errors.push(
            ...[...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)].map(
              describeDiagnostic,
            ),
          );
        }
      }
      // The edits reach the server's and the admin's code: a check of nothing would prove nothing.
      expect(checked).toBeGreaterThan(20);
      expect(errors).toEqual([]);
      // About 50 s of CPU (some 220 files checked in two programs); minutes on a machine busy with other work.
    }, 400_000);

    it("when NoteAdded is added in those files only, then the property tests' random histories contain it", async () => {
      const bundle = path.join(scratch, "random-history.mjs");
      await build({
        stdin: {
          contents: `
          import fc from "fast-check";
          import { opArb, simulate } from "./src/automation/testing/random-history";
          export function typesSeen() {
            const histories = fc.sample(fc.array(opArb, { minLength: 20, maxLength: 300, size: "max" }), { numRuns: 20, seed: 36 });
            return [...new Set(histories.flatMap((ops) => simulate(ops).log.map(({ event }) => event.type)))];
          }`,
          resolveDir: at("services"),
          loader: "ts",
        },
        bundle: true,
        platform: "node",
        format: "esm",
        outfile: bundle,
        logLevel: "silent",
        plugins: [
          {
            name: "recipe-edits",
            setup(onBuild) {
              onBuild.onLoad({ filter: /\.ts$/ }, (args) => {
                const contents = edited.get(path.resolve(args.path));
                return contents === undefined ? undefined : { contents, loader: "ts" };
              });
            },
          },
        ],
      });
      writeFileSync(path.join(scratch, "package.json"), JSON.stringify({ type: "module" }));
      const { typesSeen } = (await import(pathToFileURL(bundle).href)) as { typesSeen: () => string[] };
      expect(typesSeen()).toContain("NoteAdded");
    }, 120_000);
  },
);
