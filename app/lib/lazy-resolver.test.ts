import { describe, expect, it, vi } from "vitest";
import type { Resolver } from "react-hook-form";
import { checksUnavailable, lazyResolver } from "./lazy-resolver";

type Values = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];
const real: Resolver<Values> = (values) =>
  values.email
    ? { values, errors: {} as Record<string, never> }
    : { values: {} as Record<string, never>, errors: { email: { type: "required", message: "Enter it." } } };

describe("lazyResolver", () => {
  it("imports the real resolver on the first validation only, then reuses it", async () => {
    const load = vi.fn(() => Promise.resolve({ resolver: real }));
    const resolver = lazyResolver(load, vi.fn());
    expect(load).not.toHaveBeenCalled();
    expect(await resolver({ email: "" }, undefined, options)).toMatchObject({
      errors: { email: { message: "Enter it." } },
    });
    expect(await resolver({ email: "a@b.ca" }, undefined, options)).toEqual({
      values: { email: "a@b.ca" },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("says so when the import fails, blocks the submission with a root error and retries next time", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<{ resolver: Resolver<Values> }>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValue({ resolver: real });
    const unavailable = vi.fn();
    const resolver = lazyResolver(load, unavailable);

    expect(await resolver({ email: "a@b.ca" }, undefined, options)).toEqual({
      values: {},
      errors: { root: { type: checksUnavailable, message: checksUnavailable } },
    });
    expect(unavailable).toHaveBeenCalledTimes(1);

    expect(await resolver({ email: "a@b.ca" }, undefined, options)).toMatchObject({ errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
    expect(unavailable).toHaveBeenCalledTimes(1);
  });
});
