import { describe, expect, it } from "vitest";
import { FULL_MACHINE, MACHINE } from "../testing/fixtures";
import { activeEdgeId } from "./active-transition";
import { type Box, labelLines, layoutRegion, type RegionLayout } from "./machine-layout";

const regionOf = (name: string) => {
  const region = FULL_MACHINE.regions.find((r) => r.region === name);
  if (!region) throw new Error(`no ${name} region`);
  return region;
};

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

function pairs<T>(items: T[]): [T, T][] {
  return items.flatMap((a, i) => items.slice(i + 1).map((b): [T, T] => [a, b]));
}

const within = (box: Box, layout: RegionLayout) =>
  box.x >= 0 && box.y >= 0 && box.x + box.width <= layout.width && box.y + box.height <= layout.height;

describe.each(["lifecycle", "workflow"])("the %s region's layout", (name) => {
  const region = regionOf(name);
  const layout = layoutRegion(region);

  it("when laid out, then every transition of the definition is an arrow labelled with its event, or a stay", () => {
    for (const state of region.states) {
      const box = layout.states.find((s) => s.id === state.id);
      const group = layout.groups.find((g) => g.id === box?.group);
      for (const { event, target } of state.transitions) {
        if (target === null || target === state.id) {
          expect([...(box?.internal ?? []), ...(group?.internal ?? [])]).toContain(event);
          continue;
        }
        const edge = layout.edges.find((e) => e.sources.includes(state.id) && e.target === target);
        expect(edge, `${state.id} -${event}-> ${target}`).toBeDefined();
        expect(edge?.events).toContain(event);
        expect(edge?.label.lines.join("")).toContain(event);
        expect(edge?.points.length).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it("when laid out, then no two states, labels or legends overlap, and all of it fits the chart", () => {
    const boxes: [string, Box][] = [
      ...layout.states.map((s): [string, Box] => [s.id, s]),
      ...layout.edges.map((e): [string, Box] => [`label of ${e.id}`, e.label]),
      ...layout.groups.map((g): [string, Box] => [`legend of ${g.id}`, g.legend]),
    ];
    for (const [[a, boxA], [b, boxB]] of pairs(boxes)) expect(overlaps(boxA, boxB), `${a} overlaps ${b}`).toBe(false);
    for (const [id, box] of boxes) expect(within(box, layout), `${id} fits`).toBe(true);
  });

  it("when laid out twice, then the layout is the same (a pure function of the definition)", () => {
    expect(layoutRegion(structuredClone(region))).toEqual(layout);
  });
});

describe("the workflow region", () => {
  const layout = layoutRegion(regionOf("workflow"));

  it("when the 8 steps share their way back to idle, then it is one arrow from their group", () => {
    const [group] = layout.groups;
    expect(layout.groups).toHaveLength(1);
    expect(group?.members).toHaveLength(8);
    expect(group?.internal).toEqual(["step.started", "step.failed"]);
    const back = layout.edges.filter((edge) => edge.target === "idle");
    expect(back).toHaveLength(1);
    expect(back[0]?.events).toEqual(["run.completed", "run.failed", "run.aborted", "run.stopped"]);
    // publish has no next step: its step.completed stays (run.completed then goes back to idle).
    expect(layout.states.find((s) => s.id === "publish")?.internal).toEqual(["step.completed"]);
  });

  it("when an event moved a region, then the arrow it took is found (through a group too)", () => {
    expect(activeEdgeId(layout, { from: "draft_content", to: "write_metadata", event: "step.completed" })).toBe(
      "draft_content->write_metadata",
    );
    expect(activeEdgeId(layout, { from: "draft_content", to: "idle", event: "run.failed" })).toBe(
      "workflow:group:0->idle",
    );
    expect(activeEdgeId(layout, { from: "draft_content", to: "draft_content", event: "step.started" })).toBeNull();
    const lifecycle = layoutRegion(regionOf("lifecycle"));
    expect(activeEdgeId(lifecycle, { from: "paused", to: "error", event: "automation.stopped" })).toBe("paused->error");
  });

  it("when a region starts somewhere, then its initial dot points at that state", () => {
    const idle = layout.states.find((s) => s.id === "idle");
    const end = layout.start?.points.at(-1);
    expect(idle?.initial).toBe(true);
    expect(end && idle && end.y >= idle.y - 1 && end.y <= idle.y + idle.height).toBe(true);
  });
});

describe("small definitions", () => {
  it("when a region has a few states and no shared transitions, then it has no group", () => {
    for (const region of MACHINE.regions) {
      const layout = layoutRegion(region);
      expect(layout.groups).toEqual([]);
      expect(layout.states.map((s) => s.id)).toEqual(region.states.map((s) => s.id));
    }
  });
});

describe("arrow labels", () => {
  it("when events are long, then lines are broken between events, and a long name after a dot", () => {
    expect(labelLines(["step.completed"])).toEqual(["step.completed"]);
    expect(labelLines(["automation.stopped"])).toEqual(["automation.", "stopped"]);
    expect(labelLines(["run.completed", "run.failed", "run.aborted", "run.stopped"])).toEqual([
      "run.completed,",
      "run.failed,",
      "run.aborted,",
      "run.stopped",
    ]);
    expect(labelLines(["a.b", "c.d", "e.f"])).toEqual(["a.b, c.d, e.f"]);
  });
});
