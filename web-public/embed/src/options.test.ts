import { describe, expect, it } from "vitest";
import { originOf, parseBoolean, parseTheme, parseWidth, resolveOptions } from "./options";

const attributes =
  (values: Record<string, string>) =>
  (name: string): string | null =>
    values[name] ?? null;

describe("embed attribute parsing", () => {
  it("when a boolean attribute says true or false in any spelling, then it is read as such", () => {
    for (const yes of ["true", "TRUE", " True ", "1", "yes", "on", ""]) expect(parseBoolean(yes, false)).toBe(true);
    for (const no of ["false", "False", "0", "no", "off"]) expect(parseBoolean(no, true)).toBe(false);
  });

  it("when a boolean attribute is missing or unreadable, then the default holds", () => {
    expect(parseBoolean(null, true)).toBe(true);
    expect(parseBoolean(undefined, false)).toBe(false);
    expect(parseBoolean("maybe", true)).toBe(true);
  });

  it("when a width is given, then a CSS length passes, a bare number is pixels and anything odd gives 400px", () => {
    expect(parseWidth("320px")).toBe("320px");
    expect(parseWidth("100%")).toBe("100%");
    expect(parseWidth(" 30rem ")).toBe("30rem");
    expect(parseWidth("480")).toBe("480px");
    expect(parseWidth(null)).toBe("400px");
    expect(parseWidth("")).toBe("400px");
    expect(parseWidth("1px;background:red")).toBe("400px");
    expect(parseWidth("calc(100% - 2em)")).toBe("400px");
  });

  it("when a theme is given, then only dark selects dark", () => {
    expect(parseTheme("dark")).toBe("dark");
    expect(parseTheme(" DARK")).toBe("dark");
    expect(parseTheme("light")).toBe("light");
    expect(parseTheme("blue")).toBe("light");
    expect(parseTheme(undefined)).toBe("light");
  });

  it("when the script address is read, then only an http(s) origin comes out", () => {
    expect(originOf("https://movebreak.app/embed/movebreak-player.js?v=1")).toBe("https://movebreak.app");
    expect(originOf("http://127.0.0.1:3921/embed/movebreak-player.js")).toBe("http://127.0.0.1:3921");
    expect(originOf("data:text/javascript,1")).toBeUndefined();
    expect(originOf("not a url")).toBeUndefined();
    expect(originOf("")).toBeUndefined();
  });
});

describe("player options", () => {
  it("when nothing is given, then the spec's defaults apply (400px, light, no autoplay, branding on)", () => {
    expect(resolveOptions({}, attributes({ "data-movebreak-location": "armsOnly" }), "https://site.test")).toEqual({
      width: "400px",
      theme: "light",
      autoplay: false,
      showBranding: true,
      apiBase: "https://site.test",
      sharedKey: undefined,
      location: "armsOnly",
      fill: false,
    });
  });

  it("when only the data attributes are set, then they are used", () => {
    const read = attributes({
      "data-movebreak-location": "funKicks",
      "data-movebreak-width": "100%",
      "data-movebreak-branding": "false",
      "data-movebreak-autoplay": "true",
      "data-movebreak-theme": "dark",
    });
    expect(resolveOptions({}, read, "https://site.test")).toMatchObject({
      location: "funKicks",
      width: "100%",
      showBranding: false,
      autoplay: true,
      theme: "dark",
    });
  });

  it("when options are passed in code, then they win over the attributes, and apiBase loses its trailing slash", () => {
    const read = attributes({ "data-movebreak-location": "funKicks", "data-movebreak-branding": "false" });
    const resolved = resolveOptions(
      {
        location: "hipPain",
        showBranding: true,
        width: "300px",
        apiBase: "https://api.test/",
        sharedKey: " neck-saver ",
      },
      read,
      "https://site.test",
    );
    expect(resolved).toMatchObject({
      location: "hipPain",
      showBranding: true,
      width: "300px",
      apiBase: "https://api.test",
      sharedKey: "neck-saver",
    });
  });

  it("when the location attribute is blank and no option names one, then there is no location", () => {
    expect(resolveOptions({}, attributes({ "data-movebreak-location": "  " }), "https://site.test").location).toBe(
      undefined,
    );
  });
});
