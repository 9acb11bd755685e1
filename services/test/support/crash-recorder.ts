/** Everything that would have ended the process: an 'error' event nobody listened to, a rejection nobody caught. */
export function crashRecorder() {
  const crashes: unknown[] = [];
  let crashed: (error: unknown) => void = () => undefined;
  const firstCrash = new Promise<unknown>((resolve) => {
    crashed = resolve;
  });
  const record = (error: unknown) => {
    crashes.push(error);
    crashed(error);
  };
  return {
    crashes,
    /** Resolves at the first crash (a test waiting for a signal stops waiting when the process would have died). */
    firstCrash,
    start() {
      process.on("uncaughtException", record);
      process.on("unhandledRejection", record);
    },
    stop() {
      process.off("uncaughtException", record);
      process.off("unhandledRejection", record);
    },
  };
}
