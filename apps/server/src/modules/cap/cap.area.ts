import booleanIntersects from '@turf/boolean-intersects';
import { multiPolygon, polygon } from '@turf/helpers';

/** A community's drawn area as kept: a MultiPolygon's coordinates ([lon, lat], WGS 84). */
export type AreaPolygons = number[][][][];

/** Vertices an area may have in all: a census subdivision's outline simplified for alerting is a few hundred. */
export const MAX_AREA_VERTICES = 5000;

export class AreaError extends Error {}

type Json = Record<string, unknown>;

function ring(value: unknown): number[][] {
  if (!Array.isArray(value) || value.length < 4) throw new AreaError('ring');
  const points = value.map((p) => {
    if (!Array.isArray(p) || p.length < 2) throw new AreaError('position');
    const [lon, lat] = p as unknown[];
    if (typeof lon !== 'number' || typeof lat !== 'number' || !Number.isFinite(lon) || !Number.isFinite(lat))
      throw new AreaError('position');
    if (lon < -180 || lon > 180 || lat < -90 || lat > 90) throw new AreaError('range');
    return [lon, lat];
  });
  const [first, last] = [points[0], points[points.length - 1]];
  if (first[0] !== last[0] || first[1] !== last[1]) throw new AreaError('open');
  return points;
}

const polygonOf = (coordinates: unknown) => {
  if (!Array.isArray(coordinates) || coordinates.length === 0) throw new AreaError('polygon');
  return coordinates.map(ring);
};

/**
 * The polygons of an uploaded GeoJSON file: a Polygon or MultiPolygon, bare or as a Feature, or a
 * FeatureCollection of them (what QGIS and geojson.io save). Anything else, an open ring or a position off the
 * globe is refused (AreaError).
 */
export function areaFromGeoJson(input: unknown): AreaPolygons {
  const out: AreaPolygons = [];
  const visit = (g: unknown, depth: number) => {
    if (!g || typeof g !== 'object' || depth > 2) throw new AreaError('type');
    const o = g as Json;
    if (o.type === 'FeatureCollection') {
      if (!Array.isArray(o.features)) throw new AreaError('type');
      for (const f of o.features) visit(f, depth + 1);
    } else if (o.type === 'Feature') visit(o.geometry, depth + 1);
    else if (o.type === 'Polygon') out.push(polygonOf(o.coordinates));
    else if (o.type === 'MultiPolygon') {
      if (!Array.isArray(o.coordinates)) throw new AreaError('type');
      for (const p of o.coordinates) out.push(polygonOf(p));
    } else throw new AreaError('type');
  };
  visit(input, 0);
  if (!out.length) throw new AreaError('empty');
  if (out.flat(2).length > MAX_AREA_VERTICES) throw new AreaError('vertices');
  return out;
}

/** The area as CAP polygons, "lat,lon" pairs (CAP has no holes: each polygon's outer ring). */
export function capPolygons(area: AreaPolygons): string[] {
  return area.map((p) => p[0].map(([lon, lat]) => `${round(lat)},${round(lon)}`).join(' '));
}
const round = (n: number) => String(Math.round(n * 1e6) / 1e6);

/** A CAP polygon string as GeoJSON coordinates; null when it is not a closed ring of at least four points. */
export function polygonFromCap(value: string): number[][][] | null {
  const points = value
    .trim()
    .split(/\s+/)
    .map((pair) => pair.split(',').map(Number));
  if (points.length < 4 || points.some((p) => p.length !== 2 || p.some((n) => !Number.isFinite(n))))
    return null;
  const coords = points.map(([lat, lon]) => [lon, lat]);
  const [f, l] = [coords[0], coords[coords.length - 1]];
  if (f[0] !== l[0] || f[1] !== l[1]) coords.push([...f]);
  return [coords];
}

/** True when an alert's polygons and the community's area share any point (touching counts). */
export function areasIntersect(area: AreaPolygons, alertPolygons: number[][][][]): boolean {
  if (!area.length || !alertPolygons.length) return false;
  const ours = multiPolygon(area);
  return alertPolygons.some((p) => {
    try {
      return booleanIntersects(ours, polygon(p));
    } catch {
      return false;
    }
  });
}

/**
 * True when two SGC codes name places that overlap: the same code, or one inside the other (SGC codes nest: a
 * province's 2 digits start its census divisions' 4, which start their subdivisions' 7).
 */
export function sgcOverlap(a: string, b: string): boolean {
  return /^\d{2,7}$/.test(a) && /^\d{2,7}$/.test(b) && (a.startsWith(b) || b.startsWith(a));
}

/**
 * The area's outline as an SVG path in a box of `size` (equirectangular, longitudes shrunk by the cosine of the
 * middle latitude so a square kilometre looks square), with the box's viewBox.
 */
export function outlineSvg(area: AreaPolygons, size = 240): { viewBox: string; path: string } | null {
  const points = area.flat(2);
  if (!points.length) return null;
  const lons = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  const [minLon, maxLon, minLat, maxLat] = [
    Math.min(...lons),
    Math.max(...lons),
    Math.min(...lats),
    Math.max(...lats),
  ];
  const k = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const w = Math.max((maxLon - minLon) * k, 1e-9);
  const h = Math.max(maxLat - minLat, 1e-9);
  const scale = (size - 8) / Math.max(w, h);
  const x = (lon: number) => (4 + (lon - minLon) * k * scale).toFixed(1);
  const y = (lat: number) => (4 + (maxLat - lat) * scale).toFixed(1);
  const path = area
    .flatMap((poly) => poly.map((r) => `M${r.map(([lon, lat]) => `${x(lon)} ${y(lat)}`).join('L')}Z`))
    .join('');
  return { viewBox: `0 0 ${(w * scale + 8).toFixed(1)} ${(h * scale + 8).toFixed(1)}`, path };
}
