import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { nativeNotSentToast } from "~/content/intake";
import { intakeEndpoints } from "./intake-endpoints";
import { useNativeResultToast } from "./native-form";

const showToast = vi.hoisted(() => vi.fn());
vi.mock("~/lib/lazy-toast", () => ({ showToast }));

const notice = {
  successTitle: "Message Sent!",
  successDescription: "We'll get back to you within 24 hours.",
  what: "message" as const,
  mailbox: "sales@example.ca",
};

function Form() {
  useNativeResultToast(intakeEndpoints.contact, notice);
  return <output>{useLocation().search}</output>;
}

function at(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="*" element={<Form />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(cleanup);
const search = () => screen.getByRole("status").textContent;

describe("useNativeResultToast", () => {
  it("shows the success toast once for ?sent=1 and drops the marker, keeping other parameters", async () => {
    at("/contact?demo=Automation&sent=1");
    await waitFor(() => expect(search()).toBe("?demo=Automation"));
    expect(showToast).toHaveBeenCalledTimes(1);
    expect(showToast).toHaveBeenCalledWith("success", notice.successTitle, {
      description: notice.successDescription,
    });
  });

  it("says why a refused native submission was not sent and where to write", async () => {
    at("/contact?error=busy");
    const expected = nativeNotSentToast("message", notice.mailbox, "busy");
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith("error", expected.title, {
        description: expected.description,
      }),
    );
    expect(search()).toBe("");
  });

  it("stays quiet on another form's page and without a marker", async () => {
    at("/support?sent=1");
    at("/contact");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(showToast).not.toHaveBeenCalled();
  });
});
