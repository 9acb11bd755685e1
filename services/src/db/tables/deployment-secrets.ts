import type { ColumnType, Generated } from "kysely";

/** The deployment's random secrets (db/deployment-secrets.ts): every server-made signature is keyed from them. */
export interface DeploymentSecretsTable {
  id: Generated<number>;
  secret: ColumnType<Buffer, Buffer, never>;
  createdAt: ColumnType<Date, Date, never>;
  /** A rotated-in secret verifies at once and signs only from here, once every instance has loaded it. */
  signsFrom: ColumnType<Date, Date, never>;
  /** A rotated-out secret still verifies until then (what it signed may still be in use), then is deleted. */
  retireAt: ColumnType<Date | null, Date | null, Date | null>;
}
