import type { AutomationStatus } from "@movebreak/shared/contracts/automation";
import { fakeApi, fakeEventStream, json, type RecordedCall } from "@/testing/fake-api";
import { aStatus, emptyAnalytics, MACHINE, someMetrics } from "./fixtures";

type Handler = (call: RecordedCall) => Response | Promise<Response>;

/** The live event stream, open and quiet unless a test routes its own. */
const quietStream = fakeEventStream();

/** A fake automation API with quiet defaults; `routes` override or add "METHOD /path" answers. */
export function fakeAutomationApi(status: Partial<AutomationStatus> = {}, routes: Record<string, Handler> = {}) {
  const current = aStatus(status);
  return fakeApi({
    "GET /api/automation/status": () => json(current),
    "GET /api/automation/logs": () => json([]),
    "GET /api/automation/console": () => json({ status: current, timestamp: "2026-11-01T10:00:00.000Z", logs: [] }),
    "GET /api/automation/metrics": () => json(someMetrics()),
    "GET /api/automation/analytics": () => json(emptyAnalytics()),
    "GET /api/automation/events": () =>
      json({ events: [], runs: [], order: "desc", nextAfterSeq: 0, nextBeforeSeq: null, hasMore: false }),
    "GET /api/automation/events/stream": quietStream.handler,
    "GET /api/automation/events/actors": () => json({ actors: [] }),
    "GET /api/automation/machine": () => json(MACHINE),
    ...routes,
  });
}
