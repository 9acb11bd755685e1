import { BRAND_PATHS } from "@movebreak/shared/brand";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { stubEmbedReads } from "@/testing/embed-location-fixture";
import { openServerPage } from "@/testing/server-page";
import { OffscreenObserver } from "@/testing/visible-observer";

const PAGES = [
  "/index-2",
  BRAND_PATHS.story,
  "/design-system",
  "/any-movement-counts",
  "/the-chair-trap",
  BRAND_PATHS.about,
  BRAND_PATHS.appOfTheYear,
  "/terms",
];

// Previews stay off screen, so the first browser render is exactly the server's.
stubEmbedReads(OffscreenObserver);

afterEach(() => {
  document.body.innerHTML = "";
  window.history.replaceState(null, "", "/");
});

describe("marketing pages rendered on the server", () => {
  it.each(PAGES)(
    "when %s is rendered on the server and hydrated, then the browser takes it over without a mismatch",
    async (path) => {
      const { server, recoverable, consoleError } = await openServerPage(path);
      expect(server.status).toBe(200);
      expect(server.html).not.toContain("Page Not Found");
      expect(server.html.match(/<h1[\s>]/g)).toHaveLength(1);

      expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
      expect(recoverable).not.toHaveBeenCalled();
      expect(consoleError).not.toHaveBeenCalled();
    },
  );
});
