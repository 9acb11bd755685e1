import { hrefOf } from "@movebreak/shared/public-routes";
import { Link } from "react-router";
import { buttonClass } from "@/components/ui/button-styles";
import { LoadingStatus, StatusPanel } from "@/components/ui/status-panel";
import { scrollToTop } from "@/lib/scroll";

function HomeButton() {
  return (
    <Link to={hrefOf("home")} onClick={scrollToTop} className={buttonClass("primary", "md", "mt-8")}>
      Go to the Home Page
    </Link>
  );
}

/** /try or /try/ without a key. */
export function SharedRoutineNoKey() {
  return (
    <StatusPanel width="narrow">
      <h1 className="text-3xl font-extrabold tracking-tight">Error: No key provided</h1>
      <p className="mt-3 max-w-md text-pretty text-ink/70">
        A shared routine link ends with the routine's key, like /try/neck-saver.
      </p>
      <HomeButton />
    </StatusPanel>
  );
}

/** While the routine is read (also what the server renders). */
export function SharedRoutineLoading() {
  return <LoadingStatus label="Loading routine..." width="narrow" />;
}

/** The read failed or found nothing. */
export function SharedRoutineNotFound({ routineKey }: { routineKey: string }) {
  return (
    <StatusPanel width="narrow">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Routine not found</h1>
      <p className="mt-3 max-w-full break-words text-ink/70">
        Key: <code className="rounded bg-ink/5 px-1.5 py-0.5 font-mono text-sm">{routineKey}</code>
      </p>
      <HomeButton />
    </StatusPanel>
  );
}
