import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RemoteImage } from "./remote-image";

describe("remote image", () => {
  it("when the image fails to load, then a placeholder named for screen readers takes its place; a new address is tried again", () => {
    const { container, rerender } = render(
      <RemoteImage src="https://i.pinimg.com/gone.jpg" alt="A desk stretch" fallbackLabel="Pin image unavailable" />,
    );
    const image = screen.getByRole("img", { name: "A desk stretch" });

    fireEvent.error(image);

    screen.getByRole("img", { name: "Pin image unavailable" });
    screen.getByText("Image unavailable");
    expect(container.querySelector("img")).toBeNull();

    rerender(
      <RemoteImage src="https://i.pinimg.com/new.jpg" alt="A desk stretch" fallbackLabel="Pin image unavailable" />,
    );
    expect(screen.getByRole("img", { name: "A desk stretch" }).getAttribute("src")).toBe(
      "https://i.pinimg.com/new.jpg",
    );
  });

  it("when there is no address, then the placeholder shows at once, with the content given for it", () => {
    render(<RemoteImage src={null} alt="" fallbackLabel="No profile image for @movebreak" fallback="M" />);
    expect(screen.getByRole("img", { name: "No profile image for @movebreak" }).textContent).toBe("M");
  });
});
