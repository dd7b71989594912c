import { describe, expect, it } from "vitest";
import { osmEmbedUrl, osmViewUrl } from "./map-embed-urls";

const point = { latitude: 44.2893, longitude: -79.7107 };

describe("osmEmbedUrl", () => {
  it("embeds OpenStreetMap with a marker on the point", () => {
    const url = new URL(osmEmbedUrl(point));
    expect(url.origin).toBe("https://www.openstreetmap.org");
    expect(url.pathname).toBe("/export/embed.html");
    expect(url.searchParams.get("layer")).toBe("mapnik");
    expect(url.searchParams.get("marker")).toBe("44.28930,-79.71070");
  });

  it("centres the bounding box on the point", () => {
    const bbox = new URL(osmEmbedUrl(point, 0.02)).searchParams.get("bbox")!.split(",").map(Number);
    const [west, south, east, north] = bbox as [number, number, number, number];
    expect((west + east) / 2).toBeCloseTo(point.longitude, 5);
    expect((south + north) / 2).toBeCloseTo(point.latitude, 5);
    expect(east - west).toBeCloseTo(0.02, 5);
    expect(west).toBeLessThan(east);
    expect(south).toBeLessThan(north);
  });
});

describe("osmViewUrl", () => {
  it("links to the full map at the point", () => {
    expect(osmViewUrl(point)).toBe(
      "https://www.openstreetmap.org/?mlat=44.28930&mlon=-79.71070#map=16/44.28930/-79.71070",
    );
  });
});
