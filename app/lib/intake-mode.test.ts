import { afterEach, describe, expect, it, vi } from "vitest";

describe("intake mode", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("talks to the service unless the build says VITE_INTAKE=off", async () => {
    vi.stubEnv("VITE_INTAKE", "");
    vi.resetModules();
    expect((await import("./intake-mode")).intakeEnabled).toBe(true);

    vi.stubEnv("VITE_INTAKE", "off");
    vi.resetModules();
    expect((await import("./intake-mode")).intakeEnabled).toBe(false);
  });
});
