// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { storageKeys } from "~/lib/storage";
import type { StoredApplication } from "./application-fields";
import { appendApplication } from "./application-store";

const application = (id: string): StoredApplication => ({
  id,
  jobTitle: "DevOps Engineer",
  fullName: "Sam Lee",
  email: "sam@example.ca",
  phone: "",
  coverLetter: "",
  resume: "sam.pdf",
  appliedAt: "2025-05-12T14:30:00.000Z",
});

afterEach(() => {
  localStorage.clear();
});

describe("appendApplication", () => {
  it("appends to the stored list instead of replacing it", () => {
    expect(appendApplication(application("1"))).toBe(true);
    expect(appendApplication(application("2"))).toBe(true);
    const stored = JSON.parse(
      localStorage.getItem(storageKeys.jobApplications) ?? "[]",
    ) as StoredApplication[];
    expect(stored.map((entry) => entry.id)).toEqual(["1", "2"]);
  });

  it("starts a fresh list over a corrupted value", () => {
    localStorage.setItem(storageKeys.jobApplications, "{broken");
    expect(appendApplication(application("3"))).toBe(true);
    expect(JSON.parse(localStorage.getItem(storageKeys.jobApplications) ?? "")).toEqual([
      application("3"),
    ]);
  });

  it("reports a storage failure", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("quota", "QuotaExceededError");
    });
    expect(appendApplication(application("4"))).toBe(false);
  });
});
