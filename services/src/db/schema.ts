import type { AdminSessionsTable } from "./tables/admin-sessions";
import type { AutomationEventsTable, AutomationSnapshotsTable, AutomationStateTable } from "./tables/automation";
import type { DataImportsTable } from "./tables/data-imports";
import type { DeploymentSecretsTable } from "./tables/deployment-secrets";
import type { LandingPagesTable, PageJobsTable, PageMediaTable, TopicSetAsidesTable } from "./tables/landing-pages";
import type { LocationContentTable } from "./tables/location-content";
import type { LocationsTable } from "./tables/locations";
import type { PageAnalyticsTable, PageReaderSaltsTable, PageReadersTable } from "./tables/page-analytics";
import type { PinsMadeTable } from "./tables/pins-made";
import type { PinterestConnectionsTable } from "./tables/pinterest-connections";
import type { PinterestOauthStatesTable } from "./tables/pinterest-oauth-states";
import type { RateLimitHitsTable } from "./tables/rate-limit-hits";
import type { ReachCountsTable } from "./tables/reach-counts";
import type { ReviewsTable } from "./tables/reviews";
import type { RunLeasesTable } from "./tables/run-leases";
import type { SeedHistoryTable } from "./tables/seed-history";
import type { SharedRoutinesTable } from "./tables/shared-routines";
import type { WorkoutsTable } from "./tables/workouts";

/**
 * The database as kysely sees it (columns in camelCase; CamelCasePlugin maps to snake_case).
 * The automation's read models' tables are merged into it by their registry
 * (automation/projections/registry.ts), as each model declares them: db/ imports no domain.
 */
export interface Database {
  locations: LocationsTable;
  workouts: WorkoutsTable;
  locationContent: LocationContentTable;
  reviews: ReviewsTable;
  sharedRoutines: SharedRoutinesTable;
  adminSessions: AdminSessionsTable;
  rateLimitHits: RateLimitHitsTable;
  seedHistory: SeedHistoryTable;
  automationEvents: AutomationEventsTable;
  automationState: AutomationStateTable;
  automationSnapshots: AutomationSnapshotsTable;
  landingPages: LandingPagesTable;
  pageMedia: PageMediaTable;
  pageJobs: PageJobsTable;
  topicSetAsides: TopicSetAsidesTable;
  pinterestConnections: PinterestConnectionsTable;
  pinterestOauthStates: PinterestOauthStatesTable;
  dataImports: DataImportsTable;
  reachCounts: ReachCountsTable;
  runLeases: RunLeasesTable;
  pinsMade: PinsMadeTable;
  pageAnalytics: PageAnalyticsTable;
  deploymentSecrets: DeploymentSecretsTable;
  pageReaders: PageReadersTable;
  pageReaderSalts: PageReaderSaltsTable;
}
