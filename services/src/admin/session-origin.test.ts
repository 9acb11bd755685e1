import { describe, expect, it } from "vitest";
import { browserLabel, truncateAddress } from "./session-origin";

describe("where a session is used from", () => {
  it("when the address is IPv4 (or IPv4-mapped IPv6), then only its /24 network is kept", () => {
    expect(truncateAddress("203.0.113.77")).toBe("203.0.113.0/24");
    expect(truncateAddress("::ffff:10.1.2.3")).toBe("10.1.2.0/24");
  });

  it("when the address is IPv6, then only its /48 network is kept", () => {
    expect(truncateAddress("2001:db8:abcd:12:3456:789a:bcde:f012")).toBe("2001:db8:abcd::/48");
    expect(truncateAddress("::1")).toBe("::/48");
  });

  it("when there is no address or it is not one, then none is kept", () => {
    expect(truncateAddress(undefined)).toBeNull();
    expect(truncateAddress("not-an-address")).toBeNull();
  });

  it("when a User-Agent names a browser and a system, then the label is its name, major version and system", () => {
    expect(
      browserLabel(
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      ),
    ).toBe("Chrome 131 on macOS");
    expect(
      browserLabel(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari 17 on iOS");
    expect(browserLabel("Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0")).toBe(
      "Firefox 133 on Windows",
    );
  });

  it("when the User-Agent is missing or names nothing known, then there is no label (never the raw string)", () => {
    expect(browserLabel(undefined)).toBeNull();
    expect(browserLabel("   ")).toBeNull();
    expect(browserLabel("curl/8.5.0")).toBeNull();
    expect(browserLabel(`secret-agent ${"x".repeat(5000)}`)).toBeNull();
  });
});
