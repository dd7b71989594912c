// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { demoAdmin } from "~/content/site";
import { storageKeys } from "~/lib/storage";
import { adminStore, credentialsMatch, isAdminMarker, signIn, signOut } from "./admin-session";

const { username, password, marker } = demoAdmin;

afterEach(() => localStorage.clear());

describe("admin session", () => {
  it("accepts only the exact demo pair", () => {
    expect(credentialsMatch(username, password)).toBe(true);
    expect(credentialsMatch(username.toUpperCase(), password)).toBe(false);
    expect(credentialsMatch(username, `${password} `)).toBe(false);
    expect(credentialsMatch(` ${username}`, password)).toBe(false);
    expect(credentialsMatch(password, username)).toBe(false);
    expect(credentialsMatch("", "")).toBe(false);
  });

  it("stores the fixed marker under the admin key and removes it", () => {
    expect(signIn()).toBe(true);
    expect(localStorage.getItem(storageKeys.adminAuth)).toBe(JSON.stringify(marker));
    expect(isAdminMarker(adminStore.read())).toBe(true);
    expect(signOut()).toBe(true);
    expect(localStorage.getItem(storageKeys.adminAuth)).toBeNull();
    expect(isAdminMarker(adminStore.read())).toBe(false);
  });

  it("treats any other stored value as signed out", () => {
    localStorage.setItem(storageKeys.adminAuth, JSON.stringify("true"));
    expect(isAdminMarker(adminStore.read())).toBe(false);
    localStorage.setItem(storageKeys.adminAuth, "{not json");
    expect(isAdminMarker(adminStore.read())).toBe(false);
  });
});
