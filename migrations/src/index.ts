import type { Migration } from "kysely";
import * as createCatalog from "./20261121T220000-create-catalog";
import * as createAdminTables from "./20261121T220100-create-admin-tables";
import * as createAutomationEvents from "./20261121T230000-create-automation-events";
import * as createAutomationSnapshots from "./20261121T231000-create-automation-snapshots";
import * as indexStepTimings from "./20261121T232000-index-step-timings";
import * as createLandingPages from "./20261121T233000-create-landing-pages";
import * as createPageJobs from "./20261121T234000-create-page-jobs";
import * as indexActivityLogSteps from "./20261121T235000-index-activity-log-steps";
import * as createPinterestTables from "./20261122T090000-create-pinterest-tables";
import * as recordImports from "./20261125T030000-record-imports";
import * as dropPageViewMarks from "./20261125T040000-drop-page-view-marks";
import * as indexLandingPagesCreated from "./20261125T050000-index-landing-pages-created";
import * as addLocationSlug from "./20261125T060000-add-location-slug";
import * as notifyEventAppends from "./20261125T170000-notify-event-appends";
import * as addWorkoutTags from "./20261125T190000-add-workout-tags";
import * as createReachCounts from "./20261125T200000-create-reach-counts";
import * as createRunLeases from "./20261127T040000-create-run-leases";
import * as createPinsMade from "./20261127T041000-create-pins-made";
import * as addPinterestLastCall from "./20261127T042000-add-pinterest-last-call";
import * as recordSessionUse from "./20261127T050000-record-session-use";
import * as createPageAnalytics from "./20261127T140000-create-page-analytics";
import * as createDeploymentSecrets from "./20261207T183000-create-deployment-secrets";
import * as addUnverifiedPageCounts from "./20261207T190000-add-unverified-page-counts";
import * as createPageReaders from "./20261207T190100-create-page-readers";
import * as addWorkoutInstructions from "./20261207T191000-add-workout-instructions";
import * as addPageIndexable from "./20261207T220000-add-page-indexable";
import * as createTopicSetAsides from "./20261207T230000-create-topic-set-asides";

/**
 * Every migration, registered by name. An explicit list (not a folder scan)
 * so that bundling can never lose one; names sort in the order they run.
 */
export const migrations: Record<string, Migration> = {
  "20261121T220000-create-catalog": createCatalog,
  "20261121T220100-create-admin-tables": createAdminTables,
  "20261121T230000-create-automation-events": createAutomationEvents,
  "20261121T231000-create-automation-snapshots": createAutomationSnapshots,
  "20261121T232000-index-step-timings": indexStepTimings,
  "20261121T233000-create-landing-pages": createLandingPages,
  "20261121T234000-create-page-jobs": createPageJobs,
  "20261121T235000-index-activity-log-steps": indexActivityLogSteps,
  "20261122T090000-create-pinterest-tables": createPinterestTables,
  "20261125T030000-record-imports": recordImports,
  "20261125T040000-drop-page-view-marks": dropPageViewMarks,
  "20261125T050000-index-landing-pages-created": indexLandingPagesCreated,
  "20261125T060000-add-location-slug": addLocationSlug,
  "20261125T170000-notify-event-appends": notifyEventAppends,
  "20261125T190000-add-workout-tags": addWorkoutTags,
  "20261125T200000-create-reach-counts": createReachCounts,
  "20261127T040000-create-run-leases": createRunLeases,
  "20261127T041000-create-pins-made": createPinsMade,
  "20261127T042000-add-pinterest-last-call": addPinterestLastCall,
  "20261127T050000-record-session-use": recordSessionUse,
  "20261127T140000-create-page-analytics": createPageAnalytics,
  "20261207T190000-add-unverified-page-counts": addUnverifiedPageCounts,
  "20261207T190100-create-page-readers": createPageReaders,
  "20261207T183000-create-deployment-secrets": createDeploymentSecrets,
  "20261207T191000-add-workout-instructions": addWorkoutInstructions,
  "20261207T220000-add-page-indexable": addPageIndexable,
  "20261207T230000-create-topic-set-asides": createTopicSetAsides,
};
