import { isNotFoundError } from "@/lib/api-client";

/**
 * A 404 read becomes null, the same value the server's prefetch stores for a
 * 404 (dehydrateAnswers), so a page behaves alike on a first visit and after
 * a client-side navigation.
 */
export async function nullWhenNotFound<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (isNotFoundError(error)) return null;
    throw error;
  }
}
