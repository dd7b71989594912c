import { afterEach, describe, expect, it } from "vitest";
import { adminStore, credentialsMatch, isAdminMarker, signIn, signOut } from "./admin-session";

afterEach(() => localStorage.clear());

describe("admin session", () => {
  it("accepts only the exact demo pair", () => {
    expect(credentialsMatch("admin", "northpine-demo")).toBe(true);
    expect(credentialsMatch("Admin", "northpine-demo")).toBe(false);
    expect(credentialsMatch("admin", "northpine-demo ")).toBe(false);
    expect(credentialsMatch("", "")).toBe(false);
  });

  it("stores and removes the marker", () => {
    expect(signIn()).toBe(true);
    expect(isAdminMarker(adminStore.read())).toBe(true);
    expect(signOut()).toBe(true);
    expect(isAdminMarker(adminStore.read())).toBe(false);
  });

  it("treats any other stored value as signed out", () => {
    localStorage.setItem("northpine-admin-auth", JSON.stringify("true"));
    expect(isAdminMarker(adminStore.read())).toBe(false);
  });
});
