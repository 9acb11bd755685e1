import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { island } from "./island";

function Greeting({ who }: { who: string }) {
  return <p>Hello {who}</p>;
}

describe("island", () => {
  it("when a registered island is drawn, then its marker carries its name and its props as JSON", () => {
    const Support = island("support-options", Greeting);
    const html = renderToString(<Support who="desk" />);
    expect(html).toBe(
      '<div data-island="support-options" data-props="{&quot;who&quot;:&quot;desk&quot;}" class="contents"><p>Hello <!-- -->desk</p></div>',
    );
  });

  it("does not type-check a name the registry does not list", () => {
    // Checked by `tsc -p web-public`: the directive fails the compile if the line is not an error.
    // @ts-expect-error "support" is not an island of app/islands/registry.ts
    const wrong = () => island("support", Greeting);
    expect(typeof wrong).toBe("function");
  });
});
