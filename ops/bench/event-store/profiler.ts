import {
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  PostgresQueryCompiler,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from "kysely";

const compiler = new PostgresQueryCompiler();

/** Thrown by the profiler once the time budget is spent: it rolls the measured transaction back. */
export class BudgetExceeded extends Error {}

interface Stat {
  count: number;
  ms: number;
  rows: number;
}

function labelOf(node: RootOperationNode): string {
  const name = (table: unknown): string => {
    const t = table as { table?: { identifier?: { name?: string } } } | undefined;
    return t?.table?.identifier?.name ?? "?";
  };
  switch (node.kind) {
    case "SelectQueryNode":
      return `select ${name(node.from?.froms[0])}`;
    case "InsertQueryNode":
      return `insert ${name(node.into)}`;
    case "UpdateQueryNode":
      return `update ${name(node.table)}`;
    case "DeleteQueryNode":
      return `delete ${name(node.from.froms[0])}`;
    default:
      return node.kind === "RawNode" ? "raw sql" : node.kind;
  }
}

/**
 * A kysely plugin that counts and times every statement by kind and table
 * (time from compile to result: kysely + driver + round trip + server), and
 * aborts the work once `deadline` (performance.now() ms) has passed.
 */
export class StatementProfiler implements KyselyPlugin {
  readonly stats = new Map<string, Stat>();
  private readonly open = new WeakMap<QueryId, { label: string; start: number }>();

  /** With `sqlLabels`, selects are told apart by the start of their SQL (several selects of one table). */
  constructor(
    private readonly deadline = Number.POSITIVE_INFINITY,
    private readonly sqlLabels = false,
  ) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (performance.now() > this.deadline) throw new BudgetExceeded("time budget spent");
    const label =
      this.sqlLabels && args.node.kind === "SelectQueryNode"
        ? compiler.compileQuery(args.node, args.queryId).sql.replace(/\s+/g, " ").slice(0, 90)
        : labelOf(args.node);
    this.open.set(args.queryId, { label, start: performance.now() });
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const open = this.open.get(args.queryId);
    if (open) {
      const stat = this.stats.get(open.label) ?? { count: 0, ms: 0, rows: 0 };
      stat.count += 1;
      stat.ms += performance.now() - open.start;
      stat.rows += args.result.rows.length;
      this.stats.set(open.label, stat);
    }
    return args.result;
  }

  count(label: string): number {
    return this.stats.get(label)?.count ?? 0;
  }

  rows(label: string): number {
    return this.stats.get(label)?.rows ?? 0;
  }

  totalMs(): number {
    let ms = 0;
    for (const stat of this.stats.values()) ms += stat.ms;
    return ms;
  }

  /** Per statement kind: count, total ms, mean µs, share of the wall time. */
  report(wallMs: number): { statement: string; count: number; totalMs: number; meanUs: number; share: number }[] {
    return [...this.stats.entries()]
      .map(([statement, stat]) => ({
        statement,
        count: stat.count,
        totalMs: Math.round(stat.ms),
        meanUs: Math.round((stat.ms / stat.count) * 1000),
        share: Math.round((stat.ms / wallMs) * 1000) / 10,
      }))
      .sort((a, b) => b.totalMs - a.totalMs);
  }
}
