import { useId } from "react";
import { buttonClass } from "@/components/ui/button-styles";
import { useToast } from "@/components/ui/use-toast";
import { copyText } from "@/lib/copy-text";

interface EmbedCodeBlockProps {
  code: string | null;
  /** The block's heading, which also names the code's figure. */
  label?: string;
  button?: string;
}

/** The generated code and its "Copy Code" button; a placeholder until a routine is selected. */
export function EmbedCodeBlock({ code, label = "Embed code", button = "Copy Code" }: EmbedCodeBlockProps) {
  const { toast } = useToast();
  const titleId = useId();
  const isLink = label === "Link";

  const copy = async () => {
    if (!code) return;
    try {
      await copyText(code);
      toast(
        isLink
          ? { title: "Link Copied!", description: "Paste it where your tool takes a link: it shows the player." }
          : { title: "Code Copied!", description: "Paste it into your page's HTML where the player should appear." },
      );
    } catch {
      toast({
        variant: "destructive",
        title: "Could not copy the code",
        description: "Select the code and copy it with your keyboard instead.",
      });
    }
  };

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={titleId} className="text-lg font-bold">
          {label}
        </h3>
        <button type="button" onClick={() => void copy()} disabled={!code} className={buttonClass("primary", "sm")}>
          {button}
        </button>
      </div>
      {code ? (
        <figure aria-labelledby={titleId} className="mt-3">
          <pre className="rounded-xl bg-ink p-4 text-sm leading-relaxed break-all whitespace-pre-wrap text-brand-100">
            <code>{code}</code>
          </pre>
        </figure>
      ) : (
        <p className="mt-3 rounded-xl border-2 border-dashed border-ink/15 p-6 text-center text-ink/60">
          {`Select a routine to generate the ${isLink ? "link" : "embed code"}.`}
        </p>
      )}
    </div>
  );
}
