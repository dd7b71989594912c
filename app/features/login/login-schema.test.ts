import { describe, expect, it, vi } from "vitest";
import { attemptLogin, createLoginSchema, loginSchema } from "./login-schema";

describe("loginSchema", () => {
  it("requires both fields with their own messages", () => {
    const result = loginSchema.safeParse({ username: "", password: "" });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => [issue.path[0], issue.message]);
    expect(issues).toEqual([
      ["username", "Username is required."],
      ["password", "Password is required."],
    ]);
  });

  it("speaks the page's language with the same rules", () => {
    const schema = createLoginSchema({ usernameRequired: "U?", passwordRequired: "P?" });
    const result = schema.safeParse({ username: "", password: "x" });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["username", "U?"],
    ]);
    expect(schema.safeParse({ username: " ", password: " " }).success).toBe(true);
  });

  it("keeps values exactly as typed, spaces and case included", () => {
    expect(loginSchema.parse({ username: " Admin ", password: "x " })).toEqual({
      username: " Admin ",
      password: "x ",
    });
  });

  it("accepts a whitespace-only value as present (the credential check rejects it)", () => {
    expect(loginSchema.safeParse({ username: " ", password: " " }).success).toBe(true);
  });
});

describe("attemptLogin", () => {
  const values = { username: "u", password: "p" };

  it("does not start a session when the pair is wrong", () => {
    const startSession = vi.fn(() => true);
    expect(attemptLogin(values, () => false, startSession)).toBe("invalid");
    expect(startSession).not.toHaveBeenCalled();
  });

  it("passes the typed values to the check", () => {
    const verify = vi.fn(() => true);
    attemptLogin(values, verify, () => true);
    expect(verify).toHaveBeenCalledWith("u", "p");
  });

  it("succeeds only when the session is stored", () => {
    expect(
      attemptLogin(
        values,
        () => true,
        () => true,
      ),
    ).toBe("success");
    expect(
      attemptLogin(
        values,
        () => true,
        () => false,
      ),
    ).toBe("storage-error");
  });
});
