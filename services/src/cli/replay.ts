import { rebuildProjections } from "../automation/replay";
import { withDatabase } from "./with-database";

/** `npm run replay`: rebuilds every automation projection from the event store. */
await withDatabase(async (database) => {
  const { events, durationMs } = await rebuildProjections(database.db, {
    separateReadConnection: database.kind === "postgres",
  });
  const rate = durationMs > 0 ? Math.round((events / durationMs) * 1000) : events;
  console.log(`Rebuilt the automation projections from ${events} events in ${durationMs} ms (${rate} events/s)`);
});
