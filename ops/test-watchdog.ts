/**
 * A vitest reporter that ends a run whose test file has hung. Timeouts inside a test file are timers
 * of the worker that runs it, so a worker that never returns to its event loop never times out;
 * this reporter lives in vitest's main process, which the workers cannot block. A file still
 * running after TEST_FILE_TIMEOUT_S (default 300) is named, its worker processes are ended and the
 * run exits with 1.
 */
import { execFileSync } from "node:child_process";
import type { Reporter, TestModule } from "vitest/node";

const limitMs = Number(process.env.TEST_FILE_TIMEOUT_S ?? 300) * 1000;

export default class TestWatchdog implements Reporter {
  private readonly running = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;

  onTestModuleStart(testModule: TestModule): void {
    this.running.set(testModule.relativeModuleId, Date.now());
    this.timer ??= setInterval(() => this.check(), 5_000);
    this.timer.unref();
  }

  onTestModuleEnd(testModule: TestModule): void {
    this.running.delete(testModule.relativeModuleId);
  }

  onTestRunEnd(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private check(): void {
    for (const [file, since] of this.running) {
      const seconds = Math.round((Date.now() - since) / 1000);
      if (Date.now() - since < limitMs) continue;
      process.stderr.write(
        `\nTest file hung: ${file} has run for ${seconds} s (limit TEST_FILE_TIMEOUT_S=${limitMs / 1000}); ending the run.\n`,
      );
      try {
        // The test workers are this process's children; a starved one would never hear a polite request.
        execFileSync("pkill", ["-KILL", "-P", String(process.pid)], { stdio: "ignore" });
      } catch {
        // none left
      }
      process.exit(1);
    }
  }
}
