import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { intakeEndpoints } from "./intake-endpoints";
import { useNativeResult } from "./native-form";
import type { NativeResult } from "./native-form";

const show = vi.hoisted(() => vi.fn<(result: NativeResult) => void>());

function Form() {
  useNativeResult(intakeEndpoints.contact, show);
  const { pathname, search } = useLocation();
  return <output>{pathname + search}</output>;
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

afterEach(() => {
  cleanup();
  show.mockClear();
});
const address = () => screen.getByRole("status").textContent;

describe("useNativeResult", () => {
  it("reports ?sent=1 once and drops the marker, keeping other parameters", async () => {
    at("/contact?demo=Automation&sent=1");
    await waitFor(() => expect(address()).toBe("/contact?demo=Automation"));
    expect(show).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenCalledWith({ sent: true });
  });

  it("reports why a refused native submission was not sent", async () => {
    at("/contact?error=busy");
    await waitFor(() => expect(show).toHaveBeenCalledWith({ sent: false, error: "busy" }));
    await waitFor(() => expect(address()).toBe("/contact"));
  });

  it("answers on the form's page in every language and keeps the page's language", async () => {
    at("/fr/contact?sent=1");
    await waitFor(() => expect(address()).toBe("/fr/contact"));
    expect(show).toHaveBeenCalledWith({ sent: true });
  });

  it("stays quiet on another form's page, without a marker and with an unknown marker", async () => {
    at("/support?sent=1");
    at("/contact");
    at("/contact?error=%3Cscript%3E");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(show).not.toHaveBeenCalled();
  });
});
