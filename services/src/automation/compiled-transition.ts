import {
  type AnyStateMachine,
  type AnyTransitionDefinition,
  and,
  type EventObject,
  matchesState,
  not,
  or,
  type StateValue,
  stateIn,
  transition,
} from "xstate";

/*
 * An XState machine's transitions compiled into a plain function, for folds of
 * millions of stored events (the projection rebuild). Nothing here knows the
 * automation: the tables below are read from the machine's own definition (its
 * state nodes, their `on` transitions, the guard and action implementations of
 * `setup`), and evaluated as XState evaluates them (StateNode.next, evaluateGuard,
 * resolveAssign in xstate 5): per region, the first transition whose guard passes,
 * from the atomic state, then its region, then the root; the guards see the state
 * before the event; the assigns run in order, each over the previous one's context.
 * What differs is when the work is done: the state configurations are enumerated
 * once, `stateIn` guards are decided per configuration ahead of time, and a
 * transition allocates little more than the new context (an actor builds a
 * machine snapshot per event, `transition()` an actor scope too: 5 and 50 times
 * slower, docs/benchmarks.md).
 *
 * The compiler covers what a machine of plain transitions uses: a root that is
 * parallel with compound regions of atomic states (or compound with atomic
 * states); transitions to a state of their own region; guards that are named,
 * inline, `and`, `or`, `not` or `stateIn`; actions that are `assign` or have no
 * effect on the snapshot (an inline function). A machine with anything else
 * (entry or exit actions, `always`, `after`, invoked actors, history or final
 * states, wildcard events) is not compiled, and an event type whose transitions
 * use anything else (`raise`, `sendTo`, a target in another region) is not
 * either: those go through the machine itself (`machineTransition`), correct and
 * slower. `compiledTypes` names the event types that take the fast path, so a
 * test can require all of them.
 */

/** The part of a machine snapshot a fold keeps: plain data, what a projection stores. */
export interface PlainSnapshot<TContext> {
  value: StateValue;
  context: TContext;
}

export interface CompiledMachine<TContext, TEvent extends EventObject> {
  /** The next snapshot, or null when the machine refuses the event (snapshot.can(event) is false). */
  transition(state: PlainSnapshot<TContext>, event: TEvent): PlainSnapshot<TContext> | null;
  /** The event types the fast path handles; any other goes through the machine. */
  compiledTypes: ReadonlySet<string>;
}

/** A machine feature the compiler does not cover: the machine, or the event type, goes through XState. */
class NotCompiled extends Error {}

/**
 * What guards and assigns are called with (XState's guard and assign arguments in one object, made once per
 * event, and again only after an assign changed the context). An assign that spawns is not compiled.
 */
interface Args {
  context: object;
  event: EventObject;
  spawn: () => never;
  self: undefined;
  system: undefined;
}
type GuardArgs = Args;
/** A guard as a predicate, or its value when the configuration alone decides it (a `stateIn`). */
type Guard = ((args: GuardArgs) => boolean) | boolean;
/** An assign: the context after it. */
type Assign = (args: Args) => object;
type AnyStateNode = AnyStateMachine["root"];

interface Candidate {
  /** true when no guard needs checking. */
  guard: Guard;
  assigns: Assign[];
  /** The region's leaf (index) it moves to; -1 for a transition without a target. */
  leaf: number;
  /** What `can()` requires of a transition: a target or at least one action. */
  takes: boolean;
}

interface Plan {
  /** Per region, its atomic state's candidates, then the region's own. */
  regions: Candidate[][];
  /** The root's candidates, taken only when no region takes the event. */
  root: Candidate[];
}

interface Configuration {
  index: number;
  /** The machine's state value, as XState writes it (key order included); shared by the snapshots in it. */
  value: StateValue;
  /** The atomic state of each region (indexes into the region's states). */
  leaves: number[];
  plans: Map<string, Plan>;
}

// The built-in guards and `assign`, recognised by their evaluation functions (what XState itself dispatches on).
const AND = (and([]) as unknown as { check: unknown }).check;
const OR = (or([]) as unknown as { check: unknown }).check;
const NOT = (not(() => true) as unknown as { check: unknown }).check;
const STATE_IN = (stateIn({}) as unknown as { check: unknown }).check;
const ASSIGN = "xstate.assign";

function noSpawn(): never {
  throw new Error("spawn inside an assign is not compiled (compiled-transition.ts)");
}

function argsOf(context: object, event: EventObject): Args {
  return { context, event, spawn: noSpawn, self: undefined, system: undefined };
}

/** The machine's regions: the children of a parallel root, or the root itself when it is compound. */
function regionsOf(machine: AnyStateMachine): AnyStateNode[] {
  const root = machine.root;
  const regions = root.type === "parallel" ? Object.values(root.states) : [root];
  for (const node of [root, ...regions, ...regions.flatMap((region) => Object.values(region.states))]) {
    const expected = node === root ? root.type : regions.includes(node) ? "compound" : "atomic";
    if (node.type !== expected) throw new NotCompiled(`state ${node.id} is ${node.type}`);
    if (node.entry.length > 0 || node.exit.length > 0) throw new NotCompiled(`state ${node.id} has entry/exit actions`);
    if (node.always?.length || node.invoke.length > 0) throw new NotCompiled(`state ${node.id} has always/invoke`);
    for (const descriptor of node.transitions.keys()) {
      if (descriptor.includes("*")) throw new NotCompiled(`state ${node.id} has the wildcard ${descriptor}`);
    }
  }
  return regions;
}

/** Every combination of one atomic state per region, with XState's own state value for it. */
function configurationsOf(machine: AnyStateMachine, regions: AnyStateNode[]): Configuration[] {
  const leafKeys = regions.map((region) => Object.keys(region.states));
  const configurations: Configuration[] = [];
  const count = leafKeys.reduce((product, keys) => product * keys.length, 1);
  for (let index = 0; index < count; index += 1) {
    let rest = index;
    const leaves = leafKeys.map((keys) => {
      const leaf = rest % keys.length;
      rest = Math.floor(rest / keys.length);
      return leaf;
    });
    const value =
      regions[0] === machine.root
        ? (leafKeys[0]?.[leaves[0] as number] as string)
        : Object.fromEntries(regions.map((region, r) => [region.key, leafKeys[r]?.[leaves[r] as number]]));
    const resolved = machine.resolveState({ value, context: {} }).value;
    configurations.push({ index, value: Object.freeze(resolved), leaves, plans: new Map() });
  }
  return configurations;
}

/** Index of the configuration `from` with region `r` at `leaf` (mixed radix: region 0 varies fastest). */
function moved(from: number, r: number, fromLeaf: number, leaf: number, weights: number[]): number {
  return from + (leaf - fromLeaf) * (weights[r] as number);
}

function compileGuard(machine: AnyStateMachine, guard: unknown, configuration: Configuration): Guard {
  if (guard === undefined) return true;
  if (typeof guard === "function") {
    const builtin = guard as { check?: unknown; guards?: unknown[]; stateValue?: StateValue };
    if (builtin.check === undefined)
      return (args) => (guard as (a: GuardArgs, p: undefined) => boolean)(args, undefined);
    if (builtin.check === STATE_IN) {
      const stateValue = builtin.stateValue as StateValue;
      if (typeof stateValue === "string" && stateValue.startsWith("#")) throw new NotCompiled("stateIn by id");
      return matchesState(stateValue, configuration.value);
    }
    const parts = (builtin.guards ?? []).map((part) => compileGuard(machine, part, configuration));
    if (builtin.check === NOT) return negate(parts[0] as Guard);
    if (builtin.check === AND) return combine(parts, true);
    if (builtin.check === OR) return combine(parts, false);
    throw new NotCompiled("an unknown built-in guard");
  }
  const reference = guard as string | { type: string; params?: unknown };
  const name = typeof reference === "string" ? reference : reference.type;
  const resolved = machine.implementations.guards[name] as unknown;
  if (resolved === undefined) throw new NotCompiled(`guard ${name} is not implemented`);
  // A named guard that is itself a guard object or a built-in is evaluated as that guard (evaluateGuard).
  if (typeof resolved !== "function" || "check" in resolved) return compileGuard(machine, resolved, configuration);
  const predicate = resolved as (args: GuardArgs, params: unknown) => boolean;
  const params = typeof reference === "string" ? undefined : reference.params;
  if (typeof params === "function") return (args) => predicate(args, params(args));
  return (args) => predicate(args, params);
}

function negate(guard: Guard): Guard {
  return typeof guard === "boolean" ? !guard : (args) => !guard(args);
}

/** `and` (every) or `or` (some) of guards, with the ones the configuration decides folded in. */
function combine(parts: Guard[], every: boolean): Guard {
  // For `and`, a false part decides it false; for `or`, a true part decides it true.
  if (parts.includes(!every)) return !every;
  const checks = parts.filter((part): part is (args: GuardArgs) => boolean => typeof part === "function");
  if (checks.length === 0) return every;
  if (checks.length === 1) return checks[0] as (args: GuardArgs) => boolean;
  return (args) => {
    for (const check of checks) if (!check(args) === every) return !every;
    return every;
  };
}

/** An action as its effect on the context: an `assign`, or null for an action that leaves the snapshot as it is. */
function compileAction(machine: AnyStateMachine, action: unknown): Assign | null {
  const inline = typeof action === "function";
  const reference = action as string | { type: string; params?: unknown };
  const resolved = (
    inline ? action : machine.implementations.actions[typeof reference === "string" ? reference : reference.type]
  ) as { resolve?: unknown; type?: string; assignment?: unknown } | undefined;
  // An action without `resolve` runs outside the snapshot (an inline function): the fold has nothing to do.
  if (resolved === undefined || !("resolve" in resolved)) return null;
  if (resolved.type !== ASSIGN) throw new NotCompiled(`the built-in action ${resolved.type}`);
  const params = inline || typeof reference === "string" ? undefined : reference.params;
  const paramsOf = typeof params === "function" ? (args: Args) => params(args) : () => params;
  const assignment = resolved.assignment;
  // XState merges with Object.assign({}, context, update): for plain data a spread gives the same object
  // (same keys, same order) and is faster.
  if (typeof assignment === "function") {
    return (args) => ({ ...args.context, ...assignment(args, paramsOf(args)) });
  }
  const entries = Object.entries(assignment as Record<string, unknown>);
  return (args) => {
    // Every assigner reads the context before this assign (the args hold it), as in XState.
    const actionParams = paramsOf(args);
    const next: Record<string, unknown> = { ...args.context };
    for (const [key, assigner] of entries) {
      next[key] = typeof assigner === "function" ? assigner(args, actionParams) : assigner;
    }
    return next;
  };
}

function compileCandidate(
  machine: AnyStateMachine,
  definition: AnyTransitionDefinition,
  configuration: Configuration,
  region: AnyStateNode | null,
): Candidate {
  const target = definition.target as AnyStateNode[] | undefined;
  let leaf = -1;
  if (target !== undefined) {
    const [node] = target;
    if (target.length !== 1 || region === null || node?.parent !== region) {
      throw new NotCompiled(`a transition on ${definition.eventType} to another region`);
    }
    leaf = Object.keys(region.states).indexOf(node.key);
  }
  return {
    guard: compileGuard(machine, definition.guard, configuration),
    assigns: definition.actions.map((action) => compileAction(machine, action)).filter((a) => a !== null),
    leaf,
    takes: target !== undefined || definition.actions.length > 0,
  };
}

/** The candidates a state node offers for an event type, without those the configuration rules out. */
function candidatesOf(
  machine: AnyStateMachine,
  node: AnyStateNode,
  type: string,
  configuration: Configuration,
  region: AnyStateNode | null,
): Candidate[] {
  const candidates = (node.transitions.get(type) ?? []).map((definition) =>
    compileCandidate(machine, definition, configuration, region),
  );
  // Those after one that always passes are never reached.
  const always = candidates.findIndex((candidate) => candidate.guard === true);
  return candidates.slice(0, always === -1 ? undefined : always + 1).filter((candidate) => candidate.guard !== false);
}

/** The first candidate whose guard passes. */
function select(candidates: Candidate[], args: GuardArgs): Candidate | undefined {
  for (const candidate of candidates) {
    const { guard } = candidate;
    if (guard === true || (guard !== false && guard(args))) return candidate;
  }
  return undefined;
}

/** The same transition through the XState machine itself (slower; the definition). */
export function machineTransition<TContext>(
  machine: AnyStateMachine,
  state: PlainSnapshot<TContext>,
  event: EventObject,
): PlainSnapshot<TContext> | null {
  const snapshot = machine.resolveState(state);
  if (!snapshot.can(event)) return null;
  const next = transition(machine, snapshot, event)[0];
  return { value: next.value, context: next.context };
}

/** What an event of this type may do in this configuration, as XState selects it (transitionNode). */
function planOf(machine: AnyStateMachine, regions: AnyStateNode[], configuration: Configuration, type: string): Plan {
  const root = machine.root;
  return {
    regions: regions.map((region, r) => {
      const leaf = Object.values(region.states)[configuration.leaves[r] as number] as AnyStateNode;
      return [
        ...candidatesOf(machine, leaf, type, configuration, region),
        ...candidatesOf(machine, region, type, configuration, region),
      ];
    }),
    // A compound root is its own (only) region.
    root: regions[0] === root ? [] : candidatesOf(machine, root, type, configuration, null),
  };
}

export function compileMachine<TContext, TEvent extends EventObject>(
  machine: AnyStateMachine,
): CompiledMachine<TContext, TEvent> {
  const through = (state: PlainSnapshot<TContext>, event: TEvent) => machineTransition(machine, state, event);
  let regions: AnyStateNode[];
  try {
    regions = regionsOf(machine);
  } catch (error) {
    if (error instanceof NotCompiled) return { transition: through, compiledTypes: new Set() };
    throw error;
  }
  const root = machine.root;
  const configurations = configurationsOf(machine, regions);
  const weights = regions.map((_, r) =>
    regions.slice(0, r).reduce((product, region) => product * Object.keys(region.states).length, 1),
  );
  const byKey = new Map<string, Configuration>();
  const keyOf = (value: StateValue) =>
    typeof value === "string" ? value : regions.map((region) => String(value[region.key])).join("\u0000");
  for (const configuration of configurations) byKey.set(keyOf(configuration.value), configuration);
  const byValue = new Map<StateValue, Configuration>(configurations.map((c) => [c.value, c]));

  const types = new Set(
    [root, ...regions, ...regions.flatMap((r) => Object.values(r.states))].flatMap((n) => [...n.transitions.keys()]),
  );
  const compiledTypes = new Set<string>();
  for (const type of types) {
    try {
      const plans = configurations.map((configuration) => planOf(machine, regions, configuration, type));
      for (const configuration of configurations) configuration.plans.set(type, plans[configuration.index] as Plan);
      compiledTypes.add(type);
    } catch (error) {
      if (!(error instanceof NotCompiled)) throw error;
    }
  }

  function compiled(state: PlainSnapshot<TContext>, event: TEvent): PlainSnapshot<TContext> | null {
    // A snapshot this function made carries its configuration's value object; one from elsewhere is looked up.
    const configuration = byValue.get(state.value) ?? byKey.get(keyOf(state.value));
    if (configuration === undefined) return through(state, event);
    const plan = configuration.plans.get(event.type);
    if (plan === undefined) return types.has(event.type) ? through(state, event) : null;
    let args = argsOf(state.context as object, event);
    // Every region's transition is selected before any action runs: the guards see the state before the event.
    // (Loops rather than map/some: this runs once per event of a rebuild.)
    const { regions: perRegion } = plan;
    const taken: (Candidate | undefined)[] = new Array(perRegion.length);
    let takes = false;
    let inRegions = false;
    for (let r = 0; r < perRegion.length; r += 1) {
      const candidate = select(perRegion[r] as Candidate[], args);
      taken[r] = candidate;
      if (candidate === undefined) continue;
      inRegions = true;
      takes ||= candidate.takes;
    }
    if (!inRegions) {
      const candidate = select(plan.root, args);
      taken[0] = candidate;
      takes = candidate?.takes === true;
    }
    if (!takes) return null;
    let context = state.context as object;
    let index = configuration.index;
    for (let r = 0; r < taken.length; r += 1) {
      const candidate = taken[r];
      if (candidate === undefined) continue;
      for (const assign of candidate.assigns) {
        if (args.context !== context) args = argsOf(context, event);
        context = assign(args);
      }
      if (candidate.leaf !== -1) index = moved(index, r, configuration.leaves[r] as number, candidate.leaf, weights);
    }
    return { value: (configurations[index] as Configuration).value, context: context as TContext };
  }

  return { transition: compiled, compiledTypes };
}
