import { haversineMiles } from '../great-circle.ts';
import { normalizePlaceText } from './places.ts';

/**
 * El Salvador's division since 1 May 2024 (Decreto Legislativo 762): 14 departamentos, 44 municipios named after
 * their departamento ("San Salvador Este") and 262 distritos, the old municipios with their names. The data is
 * places-2024.json (see ATTRIBUTION.md); the `places` table is loaded from it. Zod-free: the client imports this with
 * the data, lazily.
 */
export const PLACE_TYPES = ['departamento', 'municipio', 'distrito'] as const;
export type PlaceType = (typeof PLACE_TYPES)[number];

interface Centre {
  lat: number;
  lng: number;
}

/**
 * places-2024.json. A distrito's `centre` names the source of its point (`geonames`, `simplemaps` or `whosonfirst`;
 * see ATTRIBUTION.md).
 */
export interface Divisions {
  departamentos: ({ id: number; name: string } & Centre)[];
  municipios: ({ id: number; name: string; departamentoId: number } & Centre)[];
  distritos: ({
    id: number;
    name: string;
    municipioId: number;
    centre: string;
    aliases?: string[];
  } & Centre)[];
}

/** One row of the `places` table: a departamento has no parent, a municipio's is its departamento, a distrito's its municipio. */
export interface PlaceRow extends Centre {
  id: number;
  type: PlaceType;
  name: string;
  parentId: number | null;
  /** Other names people use (Nueva San Salvador for Santa Tecla); searched like the name. */
  aliases: string[];
}

/** What `GET /api/places` answers for each place: the names of the municipio and departamento it lies in. */
export interface PlaceMatch extends Centre {
  id: number;
  type: PlaceType;
  name: string;
  /** The municipio's own name for a municipio; null for a departamento. */
  municipio: string | null;
  departamento: string;
}

export function placeRows(divisions: Divisions): PlaceRow[] {
  return [
    ...divisions.departamentos.map(({ id, name, lat, lng }) => ({
      id,
      type: 'departamento' as const,
      name,
      parentId: null,
      aliases: [],
      lat,
      lng,
    })),
    ...divisions.municipios.map(({ id, name, departamentoId, lat, lng }) => ({
      id,
      type: 'municipio' as const,
      name,
      parentId: departamentoId,
      aliases: [],
      lat,
      lng,
    })),
    ...divisions.distritos.map(({ id, name, municipioId, aliases, lat, lng }) => ({
      id,
      type: 'distrito' as const,
      name,
      parentId: municipioId,
      aliases: aliases ?? [],
      lat,
      lng,
    })),
  ];
}

/** Each place with the names of the municipio and departamento it belongs to. */
export function describePlaces(rows: readonly PlaceRow[]): PlaceMatch[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const parentOf = (row: PlaceRow) => (row.parentId === null ? undefined : byId.get(row.parentId));
  return rows.map((row) => {
    const parent = parentOf(row);
    const grandparent = parent && parentOf(parent);
    const municipio = row.type === 'municipio' ? row : row.type === 'distrito' ? parent : undefined;
    const departamento = row.type === 'departamento' ? row : row.type === 'municipio' ? parent : grandparent;
    return {
      id: row.id,
      type: row.type,
      name: row.name,
      municipio: municipio?.name ?? null,
      departamento: departamento?.name ?? '',
      lat: row.lat,
      lng: row.lng,
    };
  });
}

/** How well a name answers the query: lower is better, undefined when it does not. */
function nameRank(name: string, query: string): number | undefined {
  const text = normalizePlaceText(name);
  if (text === query) return 0;
  if (text.startsWith(query)) return 1;
  if (` ${text}`.includes(` ${query}`)) return 2;
  return undefined;
}

const TYPE_ORDER: Record<PlaceType, number> = { distrito: 0, municipio: 1, departamento: 2 };

/**
 * The places whose name or other name answers the query without accents or case, best first: the exact name, names
 * starting with it, then names with a word starting with it; at each rank distritos before municipios before
 * departamentos, then by name. A municipio that matches brings its distritos right after it (asking for "San Salvador
 * Este" shows Soyapango). At most `limit`; an empty query finds nothing.
 */
export function searchDivisions(rows: readonly PlaceRow[], query: string, limit: number): PlaceMatch[] {
  const wanted = normalizePlaceText(query);
  if (!wanted) return [];
  const described = new Map(describePlaces(rows).map((place) => [place.id, place]));
  const ranked = rows
    .flatMap((row) => {
      const ranks = [row.name, ...row.aliases].map((name) => nameRank(name, wanted));
      const rank = Math.min(...ranks.map((value) => value ?? Infinity));
      return Number.isFinite(rank) ? [{ row, rank }] : [];
    })
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        TYPE_ORDER[a.row.type] - TYPE_ORDER[b.row.type] ||
        a.row.name.localeCompare(b.row.name, 'es'),
    );
  const found: PlaceMatch[] = [];
  const seen = new Set<number>();
  const add = (row: PlaceRow) => {
    const place = described.get(row.id);
    if (!place || seen.has(row.id)) return;
    seen.add(row.id);
    found.push(place);
  };
  for (const { row } of ranked) {
    add(row);
    if (row.type === 'municipio')
      rows
        .filter((child) => child.parentId === row.id)
        .sort((a, b) => a.name.localeCompare(b.name, 'es'))
        .forEach(add);
  }
  return found.slice(0, limit);
}

/**
 * The distrito whose centre is nearest the point, or null farther than `maxMiles` from every one (outside the
 * country). An approximation near borders between distritos: the table holds centres, not boundaries.
 */
export function nearestDistrito(
  rows: readonly PlaceRow[],
  point: { latitude: number; longitude: number },
  maxMiles: number,
): PlaceRow | null {
  let best: { row: PlaceRow; miles: number } | undefined;
  for (const row of rows) {
    if (row.type !== 'distrito') continue;
    const miles = haversineMiles(point, { latitude: row.lat, longitude: row.lng });
    if (!best || miles < best.miles) best = { row, miles };
  }
  return best && best.miles <= maxMiles ? best.row : null;
}
