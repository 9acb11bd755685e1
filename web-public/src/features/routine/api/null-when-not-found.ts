import { isNotFoundError } from "@/lib/api-client";

/**
 * A 404 read becomes null, the same value the server's prefetch stores for a
 * 404 (dehydrateAnswers), so a read through the query and the server's prefetch agree.
 */
export async function nullWhenNotFound<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (isNotFoundError(error)) return null;
    throw error;
  }
}
