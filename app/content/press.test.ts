import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findRelease, mediaResources, pressReleases } from "./press";
import { isPressReleaseSlug, pressReleaseSlugs } from "./press-slugs";

/** The press center's size format: "842 B", "12.4 KB", "1.2 MB". */
function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe("press releases", () => {
  it("lists exactly the releases' slugs for the browser's check", () => {
    expect([...pressReleaseSlugs]).toEqual(pressReleases.map((release) => release.slug));
    expect(isPressReleaseSlug("opens-barrie-headquarters")).toBe(true);
    expect(isPressReleaseSlug("no-such-release")).toBe(false);
    expect(isPressReleaseSlug(undefined)).toBe(false);
  });

  it("has three releases, newest first, with unique slugs", () => {
    expect(pressReleases).toHaveLength(3);
    const dates = pressReleases.map((release) => release.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(pressReleases.map((release) => release.slug)).size).toBe(3);
    for (const release of pressReleases) expect(release.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("gives every release a full text of at least 400 words with a dateline", () => {
    for (const release of pressReleases) {
      const text = release.body
        .map((block) => (block.type === "ul" ? block.items.join(" ") : block.text))
        .join(" ");
      expect(words(text), release.slug).toBeGreaterThanOrEqual(400);
      const first = release.body[0];
      expect(first?.type === "p" && /^[A-Z]+, Ontario — /.test(first.text), release.slug).toBe(
        true,
      );
    }
  });

  it("has excerpts that also serve as meta descriptions (70 to 160 characters)", () => {
    for (const release of pressReleases) {
      expect(release.excerpt.length, release.slug).toBeGreaterThanOrEqual(70);
      expect(release.excerpt.length, release.slug).toBeLessThanOrEqual(160);
    }
  });

  it("finds a release by slug and nothing for an unknown one", () => {
    expect(findRelease(pressReleases[0]!.slug)).toBe(pressReleases[0]);
    expect(findRelease("no-such-release")).toBeUndefined();
    expect(findRelease(undefined)).toBeUndefined();
  });
});

describe("media resources", () => {
  it("lists a logo kit, headshots and a fact sheet", () => {
    expect(mediaResources.map((resource) => resource.type)).toEqual([
      "Logos",
      "Images",
      "Documents",
    ]);
  });

  it.each(mediaResources.map((resource) => [resource.name, resource] as const))(
    "%s exists in public/ and shows its real size",
    (_name, resource) => {
      const file = path.join(process.cwd(), "public", resource.href);
      expect(fs.existsSync(file), file).toBe(true);
      expect(resource.size).toBe(formatSize(fs.statSync(file).size));
    },
  );

  it("formats sizes the way the page shows them", () => {
    expect(formatSize(842)).toBe("842 B");
    expect(formatSize(12_697)).toBe("12.4 KB");
    expect(formatSize(5_452_595)).toBe("5.2 MB");
  });
});
