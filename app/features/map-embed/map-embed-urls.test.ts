import { describe, expect, it } from "vitest";
import { osmEmbedUrl, osmViewUrl } from "./map-embed-urls";

// Any point will do: the builder does not depend on the headquarters.
const point = { latitude: 45.4215, longitude: -75.6972 };

describe("osmEmbedUrl", () => {
  it("embeds OpenStreetMap with a marker on the point", () => {
    const url = new URL(osmEmbedUrl(point));
    expect(url.origin).toBe("https://www.openstreetmap.org");
    expect(url.pathname).toBe("/export/embed.html");
    expect(url.searchParams.get("layer")).toBe("mapnik");
    expect(url.searchParams.get("marker")).toBe("45.42150,-75.69720");
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
      "https://www.openstreetmap.org/?mlat=45.42150&mlon=-75.69720#map=16/45.42150/-75.69720",
    );
  });
});
