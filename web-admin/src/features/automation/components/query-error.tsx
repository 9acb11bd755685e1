import { serverErrorMessage } from "@/lib/server-error-message";

/** A failed read, inline: the server's error or the caller's default. */
export function QueryError({ error, fallback }: { error: unknown; fallback: string }) {
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800 text-sm">
      {serverErrorMessage(error, fallback)}
    </p>
  );
}
