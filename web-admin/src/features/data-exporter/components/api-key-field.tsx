import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SectionCard } from "@/components/ui/section-card";

/**
 * The optional admin API key. It stays in this page's memory only: a secret of
 * production is not worth keeping in the browser's storage.
 */
export function ApiKeyField({
  value,
  onChange,
  refused,
}: {
  value: string;
  onChange: (value: string) => void;
  /** The server has just answered 401: the key is needed (or wrong). */
  refused: boolean;
}) {
  const [visible, setVisible] = useState(false);
  const inputId = useId();
  const hintId = useId();
  const refusedId = useId();

  return (
    <SectionCard title="Authorization">
      <div className="flex flex-col gap-2">
        <Label htmlFor={inputId}>
          Admin API Key <span className="font-normal text-slate-500">(optional)</span>
        </Label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            name="admin-api-key"
            type={visible ? "text" : "password"}
            autoComplete="off"
            spellCheck={false}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-describedby={refused ? `${hintId} ${refusedId}` : hintId}
            aria-invalid={refused || undefined}
            className="min-w-0 flex-1 font-mono aria-invalid:border-red-600"
          />
          <Button
            variant="outline"
            className="shrink-0"
            aria-label={visible ? "Hide API key" : "Show API key"}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? "Hide" : "Show"}
          </Button>
        </div>
        <p id={hintId} className="text-slate-600 text-sm">
          Needed only in production. When filled, export and import send it as{" "}
          <code className="rounded bg-slate-100 px-1 text-slate-800">Authorization: Bearer &lt;key&gt;</code>. It is
          kept only while this page is open.
        </p>
        {refused ? (
          <p id={refusedId} className="font-medium text-red-700 text-sm">
            The server asked for authorization: enter the Admin API Key and try again.
          </p>
        ) : null}
      </div>
    </SectionCard>
  );
}
