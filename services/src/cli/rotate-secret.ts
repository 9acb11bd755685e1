import { rotateDeploymentSecret } from "../db/deployment-secrets";
import { withDatabase } from "./with-database";

/**
 * `npm run secrets:rotate`: replaces the deployment's secret (the key of the frame pages' host proofs and the
 * page loads' tokens) without downtime: every running instance loads the new one, which signs from a little
 * later; the old one keeps verifying for a day, then is deleted.
 */
await withDatabase(async (database) => {
  const { signsFrom, previousRetireAt } = await rotateDeploymentSecret(database);
  const previous = previousRetireAt ? `; the previous one verifies until ${previousRetireAt.toISOString()}` : "";
  console.log(`New deployment secret added: it signs from ${signsFrom.toISOString()}${previous}.`);
});
