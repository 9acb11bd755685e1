/** Who is working on a run or generation job right now, renewed while it works (automation/run-lease.ts). */
export interface RunLeasesTable {
  runId: string;
  /** The instance holding it (host:pid:random). */
  owner: string;
  heartbeatAt: Date;
}
