import { ImportListSchema, type ImportRecord } from "@movebreak/shared/contracts/admin";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

const IMPORTS_PATH = "/api/admin/imports";

/** GET /api/admin/imports: the recorded imports and restores, newest first. */
export async function getImports(signal?: AbortSignal): Promise<ImportRecord[]> {
  const parsed = ImportListSchema.safeParse(await apiRequest(IMPORTS_PATH, { signal }));
  if (!parsed.success) throw new Error("The server's answer is not a list of imports.");
  return parsed.data.imports;
}

export function getImportsQueryOptions() {
  return queryOptions({
    queryKey: [IMPORTS_PATH],
    queryFn: ({ signal }) => getImports(signal),
  });
}

export function useImports() {
  return useQuery(getImportsQueryOptions());
}
