import type { Migration } from "kysely";
import * as createCatalog from "./20261121T220000-create-catalog";
import * as createAdminTables from "./20261121T220100-create-admin-tables";

/**
 * Every migration, registered by name. An explicit list (not a folder scan)
 * so that bundling can never lose one; names sort in the order they run.
 */
export const migrations: Record<string, Migration> = {
  "20261121T220000-create-catalog": createCatalog,
  "20261121T220100-create-admin-tables": createAdminTables,
};
