import { describe, expect, it } from "vitest";
import {
  type AnyStateMachine,
  and,
  assign,
  createMachine,
  type EventObject,
  not,
  or,
  raise,
  setup,
  stateIn,
} from "xstate";
import { compileMachine, machineTransition, type PlainSnapshot } from "./compiled-transition";

/*
 * The compiler on small machines with what the automation's machine does not use (its own equality with the
 * machine is replay-transition.property.test.ts): each event is folded both ways and must give the same
 * snapshot (JSON, key order included) or be refused by both.
 */
function foldBothWays(machine: AnyStateMachine, events: EventObject[]) {
  const compiled = compileMachine<object, EventObject>(machine);
  const initial = machine.resolveState({ value: machine.getInitialSnapshot({} as never).value, context: {} });
  let state: PlainSnapshot<object> = { value: initial.value, context: machine.config.context as object };
  const refused: string[] = [];
  for (const event of events) {
    const viaCompiled = compiled.transition(state, event);
    const viaMachine = machineTransition(machine, state, event);
    expect(JSON.stringify(viaCompiled), `${event.type} in ${JSON.stringify(state.value)}`).toBe(
      JSON.stringify(viaMachine),
    );
    if (viaCompiled === null) refused.push(event.type);
    else state = viaCompiled;
  }
  return { compiledTypes: [...compiled.compiledTypes].sort(), refused, state };
}

const counter = setup({
  types: { context: {} as { count: number; note: string; log: string[] }, events: {} as EventObject & { by?: number } },
  guards: {
    atMost: ({ context }, params: { limit: number }) => context.count <= params.limit,
    positive: ({ event }) => (event.by ?? 0) > 0,
  },
  actions: {
    add: assign({ count: ({ context }, params: { by: number }) => context.count + params.by }),
  },
}).createMachine({
  context: { count: 0, note: "", log: [] },
  initial: "low",
  on: {
    "note.set": { actions: assign({ note: "set", log: ({ context }) => [...context.log, "note"] }) },
    "nothing.done": {},
  },
  states: {
    low: {
      on: {
        bump: [
          {
            guard: and([{ type: "atMost", params: { limit: 2 } }, or(["positive", stateIn("high")])]),
            actions: [
              { type: "add", params: ({ event }) => ({ by: (event as { by?: number }).by ?? 0 }) },
              // Reads the context the first assign wrote.
              assign(({ context }) => ({ log: [...context.log, `bumped to ${context.count}`] })),
            ],
          },
          { guard: not({ type: "atMost", params: { limit: 2 } }), target: "high", actions: () => undefined },
        ],
      },
    },
    high: { on: { reset: { target: "low", actions: assign({ count: 0 }) } } },
  },
});

describe("compileMachine", () => {
  it("when a compound machine with named, parameterised and combined guards folds events, then it matches XState", () => {
    const events = [
      { type: "bump", by: 2 },
      { type: "bump", by: 0 },
      { type: "bump", by: 1 },
      { type: "note.set" },
      { type: "bump", by: 5 },
      { type: "bump", by: 5 },
      { type: "nothing.done" },
      { type: "unknown" },
      { type: "reset" },
      { type: "reset" },
      { type: "bump", by: 1 },
    ];
    const { compiledTypes, refused, state } = foldBothWays(counter, events);
    expect(compiledTypes).toEqual(["bump", "note.set", "nothing.done", "reset"]);
    // A transition with neither a target nor an action changes nothing, and can() is false for it.
    expect(refused).toEqual(["bump", "bump", "nothing.done", "unknown", "reset"]);
    expect(state).toEqual({
      value: "low",
      context: { count: 1, note: "set", log: ["bumped to 2", "bumped to 3", "note", "bumped to 1"] },
    });
  });

  it("when an event type's transition raises an event, then that type goes through the machine and the rest is compiled", () => {
    const machine = createMachine({
      type: "parallel",
      context: { raised: 0, ticks: 0 },
      on: { tick: { actions: assign({ ticks: ({ context }) => context.ticks + 1 }) } },
      states: {
        a: {
          initial: "off",
          states: { off: { on: { go: { target: "on", actions: raise({ type: "raised" }) } } }, on: {} },
          on: { raised: { actions: assign({ raised: ({ context }) => context.raised + 1 }) } },
        },
        b: {
          initial: "idle",
          states: { idle: { on: { tick: { guard: stateIn({ a: "on" }), target: "busy" } } }, busy: {} },
        },
      },
    });
    const { compiledTypes, state } = foldBothWays(machine, [
      { type: "tick" },
      { type: "go" },
      { type: "tick" },
      { type: "tick" },
    ]);
    expect(compiledTypes).toEqual(["raised", "tick"]);
    // The root's tick runs only while no region takes it (the first and the last), as in XState.
    expect(state).toEqual({ value: { a: "on", b: "busy" }, context: { raised: 1, ticks: 2 } });
  });

  it("when a machine has entry actions, then nothing is compiled and every event goes through the machine", () => {
    const machine = createMachine({
      context: { entered: 0 },
      initial: "one",
      states: {
        one: { on: { next: "two" } },
        two: { entry: assign({ entered: ({ context }) => context.entered + 1 }), on: { back: "one" } },
      },
    });
    const { compiledTypes, state } = foldBothWays(machine, [{ type: "next" }, { type: "back" }, { type: "next" }]);
    expect(compiledTypes).toEqual([]);
    expect(state).toEqual({ value: "two", context: { entered: 2 } });
  });
});
