import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { coreValues, journey, leaders } from "./about";

describe("about content", () => {
  it("lists the spec's four core values in order", () => {
    expect(coreValues.map((value) => value.title)).toEqual([
      "Innovation",
      "Customer-Centricity",
      "Integrity",
      "Excellence",
    ]);
  });

  it("starts the journey with the 2024 founding", () => {
    expect(journey.milestones[0]?.date).toMatch(/2024/);
    expect(journey.milestones.length).toBeGreaterThanOrEqual(4);
  });

  it("has four leaders, each with a distinct self-hosted portrait of fixed size", () => {
    expect(leaders).toHaveLength(4);
    expect(new Set(leaders.map((leader) => leader.image.src)).size).toBe(4);
    for (const leader of leaders) {
      expect(leader.image.src).toMatch(/^\/images\/about\/[a-z-]+\.svg$/);
      // Vitest runs from the repository root.
      const file = path.join("public", leader.image.src);
      expect(fs.existsSync(file), leader.image.src).toBe(true);
      expect(fs.statSync(file).size).toBeLessThan(4096);
      expect(leader.image.width).toBeGreaterThan(0);
      expect(leader.image.height).toBeGreaterThan(0);
      expect(leader.bio.length).toBeGreaterThan(100);
    }
  });
});
