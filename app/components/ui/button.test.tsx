import { render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Button } from "./button";
import { prerendered } from "../../../tests/prerendered";
import { intakeEndpoints } from "~/lib/intake-endpoints";
import { useNativeForm } from "~/lib/native-form";
import { awaitsScriptAttribute } from "~/lib/use-interactive";

function Controls() {
  const native = useNativeForm(intakeEndpoints.newsletter);
  return (
    <form aria-label="Signup" {...native.formProps}>
      <input type="email" name="email" required aria-label="Email" />
      <Button type="submit" {...native.submitProps}>
        Subscribe
      </Button>
      <Button onClick={() => {}}>Like</Button>
      <Button onClick={() => {}} disabled>
        Sold out
      </Button>
      <Button popoverTarget="menu" onClick={() => {}}>
        Menu
      </Button>
    </form>
  );
}

let page: ReturnType<typeof prerendered> | undefined;
afterEach(() => page?.unmount());

const button = (root: ParentNode, name: string) =>
  [...root.querySelectorAll("button")].find((element) => element.textContent === name)!;

describe("controls before and after the page's code runs", () => {
  it("in the prerendered HTML: a click-only button waits, disabled; native ones work", () => {
    page = prerendered(<Controls />);
    const { container } = page;
    expect(button(container, "Like").disabled).toBe(true);
    expect(button(container, "Like").hasAttribute(awaitsScriptAttribute)).toBe(true);
    // A submit button and a popover button need no code; the form is checked by the browser.
    expect(button(container, "Subscribe").disabled).toBe(false);
    expect(button(container, "Menu").disabled).toBe(false);
    expect(container.querySelector("form")?.noValidate).toBe(false);
    expect(container.querySelector("form")?.getAttribute("method")).toBe("post");
  });

  it("once hydrated: enabled, the app validates, and nothing had to be rendered afresh", async () => {
    page = prerendered(<Controls />);
    await page.hydrate();
    const { container } = page;
    expect(page.recoverableErrors).toEqual([]);
    expect(button(container, "Like").disabled).toBe(false);
    expect(button(container, "Like").hasAttribute(awaitsScriptAttribute)).toBe(false);
    // Disabled for its own reason stays disabled.
    expect(button(container, "Sold out").disabled).toBe(true);
    expect(container.querySelector("form")?.noValidate).toBe(true);
  });

  it("rendered on the client (a later navigation): interactive at once", () => {
    const { container } = render(<Controls />);
    expect(button(container, "Like").disabled).toBe(false);
    expect(container.querySelector("form")?.noValidate).toBe(true);
  });
});
