import { describe, expect, it } from "vitest";
import { chunkFiles, entryKeys, type ViteManifest } from "./vite-manifest";

/** A build in miniature: the entry, two islands sharing a chunk, a lazy toaster with its own stylesheet. */
const MANIFEST: ViteManifest = {
  "index.html": { file: "assets/index-1.js", isEntry: true, css: ["assets/index-1.css"], imports: ["_react-1.js"] },
  "_react-1.js": { file: "assets/react-1.js", imports: ["index.html"] },
  "_shared-1.js": { file: "assets/shared-1.js", imports: ["index.html"], css: ["assets/shared-1.css"] },
  "src/a.tsx": { file: "assets/a-1.js", imports: ["index.html", "_shared-1.js"], dynamicImports: ["src/toaster.tsx"] },
  "src/b.tsx": { file: "assets/b-1.js", imports: ["_shared-1.js", "_react-1.js"] },
  "src/toaster.tsx": { file: "assets/toaster-1.js", css: ["assets/toaster-1.css"] },
};

describe("chunkFiles: what loading some chunks fetches", () => {
  it("when a chunk is walked, then its file comes first, then its static imports transitively, with every chunk's CSS", () => {
    expect(chunkFiles(MANIFEST, ["src/a.tsx"])).toEqual({
      js: ["assets/a-1.js", "assets/index-1.js", "assets/react-1.js", "assets/shared-1.js"],
      css: ["assets/index-1.css", "assets/shared-1.css"],
    });
  });

  it("when two chunks import the same ones (and chunks import each other), then each file is listed once", () => {
    const { js } = chunkFiles(MANIFEST, ["src/a.tsx", "src/b.tsx"]);
    expect(js).toEqual([
      "assets/a-1.js",
      "assets/index-1.js",
      "assets/react-1.js",
      "assets/shared-1.js",
      "assets/b-1.js",
    ]);
  });

  it("when a chunk imports another with import(), then that one is left out: it loads later, if ever", () => {
    const { js, css } = chunkFiles(MANIFEST, ["src/a.tsx"]);
    expect(js).not.toContain("assets/toaster-1.js");
    expect(css).not.toContain("assets/toaster-1.css");
  });

  it("when a key is not in the manifest, then it adds nothing", () => {
    expect(chunkFiles(MANIFEST, ["src/missing.tsx"])).toEqual({ js: [], css: [] });
  });

  it("when the entries are asked for, then they are the chunks marked isEntry", () => {
    expect(entryKeys(MANIFEST)).toEqual(["index.html"]);
  });
});
