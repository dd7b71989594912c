export type GeoPoint = { latitude: number; longitude: number };

const osm = "https://www.openstreetmap.org";

function fixed(value: number): string {
  return value.toFixed(5);
}

/** OpenStreetMap's embeddable map, a box of `span` degrees around the point, with a marker on it. */
export function osmEmbedUrl(point: GeoPoint, span = 0.01): string {
  const half = span / 2;
  const bbox = [
    point.longitude - half,
    point.latitude - half / 2,
    point.longitude + half,
    point.latitude + half / 2,
  ]
    .map(fixed)
    .join(",");
  const params = new URLSearchParams({
    bbox,
    layer: "mapnik",
    marker: `${fixed(point.latitude)},${fixed(point.longitude)}`,
  });
  return `${osm}/export/embed.html?${params.toString()}`;
}

/** The full map on openstreetmap.org, centred on the point. */
export function osmViewUrl(point: GeoPoint, zoom = 16): string {
  const lat = fixed(point.latitude);
  const lon = fixed(point.longitude);
  return `${osm}/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`;
}

/**
 * A tiny image on the map's own host. An iframe reports `load` even for the browser's error page,
 * so whether the map can load at all (offline, blocked by a network or a content blocker) is told
 * by this image's load or error; the page policy allows images from the map host for it.
 */
export function osmProbeUrl(attempt: number): string {
  return `${osm}/favicon.ico?probe=${attempt}`;
}
