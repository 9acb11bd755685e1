import { Spinner } from "@/components/ui/spinner";

/** Shown while the server confirms the stored session. */
export function SessionCheck() {
  return (
    <div className="flex min-h-dvh items-center justify-center p-6">
      <Spinner label="Checking your session..." showLabel />
    </div>
  );
}
