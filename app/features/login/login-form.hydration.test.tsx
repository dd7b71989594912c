import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { prerendered, typeBeforeHydration } from "../../../tests/prerendered";
import { loginPage } from "~/content/account";
import { LoginForm } from "./login-form";

const showToast = vi.hoisted(() => vi.fn());
vi.mock("~/lib/lazy-toast", () => ({ showToast }));

let page: ReturnType<typeof prerendered> | undefined;
afterEach(() => page?.unmount());

describe("a sign-in typed before hydration", () => {
  it("is kept by react-hook-form and signs in when the held submission is replayed", async () => {
    const verify = vi.fn(() => true);
    const startSession = vi.fn(() => true);
    page = prerendered(
      <LoginForm copy={loginPage} verify={verify} startSession={startSession} signedIn={false} />,
      "/login",
    );
    const form = page.container.querySelector("form");
    const username = page.container.querySelector("#login-username");
    const password = page.container.querySelector("#login-password");
    typeBeforeHydration(username, "admin");
    typeBeforeHydration(password, "s3cret!");

    await page.hydrate();
    expect(page.recoverableErrors).toEqual([]);
    expect(username).toHaveProperty("value", "admin");
    expect(password).toHaveProperty("value", "s3cret!");

    await act(async () => form?.requestSubmit());
    // The checks load on this first validation.
    await vi.waitFor(() => expect(verify).toHaveBeenCalledWith("admin", "s3cret!"));
    expect(showToast).toHaveBeenCalledWith("success", expect.any(String), expect.anything());
  });
});
