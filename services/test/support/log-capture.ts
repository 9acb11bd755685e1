import type { DestinationStream } from "pino";

/** A pino destination that keeps every line written to it, to search the logs a test produced. */
export function captureLogs(): DestinationStream & { text(): string; lines(): string[] } {
  const chunks: string[] = [];
  return {
    write(line: string) {
      chunks.push(line);
    },
    text: () => chunks.join(""),
    lines: () => chunks.join("").split("\n").filter(Boolean),
  };
}
