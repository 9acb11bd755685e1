import { Button } from "@/components/ui/button";
import { SectionCard } from "@/components/ui/section-card";
import { useStartPinterestOauth } from "../hooks/use-start-pinterest-oauth";
import { Badge } from "./badge";
import { ManualTokenForm } from "./manual-token-form";

/** No account yet: the status, the recommended OAuth button and the manual token form. */
export function ConnectPanel() {
  const oauth = useStartPinterestOauth();

  return (
    <div className="flex flex-col gap-6">
      <SectionCard title="Connection Status" aside={<Badge tone="neutral">Not Connected</Badge>}>
        <p className="text-slate-700 text-sm">
          No Pinterest account is connected. Once one is, this page shows its recent pins, and every page the automation
          publishes can be pinned with its poster.
        </p>
      </SectionCard>

      <div className="grid gap-6 lg:grid-cols-2">
        <SectionCard
          title="Connect with OAuth"
          aside={<Badge tone="success">Recommended</Badge>}
          description="Sign in on Pinterest and approve access. Tokens are renewed automatically."
        >
          <p className="text-slate-700 text-sm">Movebreak asks only for what it uses:</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700 text-sm">
            <li>read your account and boards</li>
            <li>read your pins and create new ones</li>
          </ul>
          <Button onClick={oauth.start} disabled={oauth.redirecting} className="mt-5 w-full sm:w-auto">
            {oauth.redirecting ? "Redirecting to Pinterest..." : "Connect with Pinterest OAuth"}
          </Button>
        </SectionCard>

        <SectionCard
          title="Use an access token"
          description="Paste a token made in the Pinterest developer portal. Without a refresh token it is not renewed."
        >
          <ManualTokenForm />
        </SectionCard>
      </div>
    </div>
  );
}
