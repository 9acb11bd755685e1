import { describe, expect, it } from "vitest";
import { loginPathFor, safeNextPath } from "./next-path";

describe("where login goes next", () => {
  it.each([
    ["/admin/page-manager", "/page-manager"],
    ["/admin/page-manager?tab=automation", "/page-manager?tab=automation"],
    ["/admin/data-exporter#import", "/data-exporter#import"],
    ["/admin/pinterest?code=a%2Fb&state=x", "/pinterest?code=a%2Fb&state=x"],
  ])("when next is the admin page %s, then it goes to %s in the router", (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    null,
    "",
    "https://evil.example/admin/",
    "//evil.example/admin/page-manager",
    "/\\evil.example/admin/",
    "\\\\evil.example",
    "/admin\\..\\..\\evil",
    "javascript:alert(1)",
    "admin/page-manager",
    "/public-page",
    "/admin",
    "/administrator/x",
    "/admin/../pages/x",
    "/admin/%2e%2e/pages/x",
    "/admin/login",
    "/admin/page-manager\n//evil.example",
    " /admin/page-manager",
  ])("when next is %j, then it is refused (the admin home instead)", (next) => {
    expect(safeNextPath(next)).toBeNull();
  });

  it("when the guard sends a visitor to login, then next is where they were, and nothing for the home", () => {
    expect(loginPathFor({ pathname: "/page-manager", search: "?tab=automation", hash: "" })).toBe(
      "/login?next=%2Fadmin%2Fpage-manager%3Ftab%3Dautomation",
    );
    expect(loginPathFor({ pathname: "/", search: "", hash: "" })).toBe("/login");
  });
});
