/**
 * What the models are, as plain numbers: every model's size, origin and parts (`models`),
 * the pieces' dimensions and the silhouettes of the standing pieces. The server sizes pieces
 * from here (its dice land on them) without loading the model build; `build.ts` makes the
 * meshes from the same numbers. Units and origins: assets/models/README.md.
 */

import { type DieKind, dieGeometry, dieKinds } from './dice.ts';
import { type V2, type V3, arc, quad2 } from './shapes.ts';

export type Origin = 'base-centre' | 'centroid' | 'top-centre';

export interface ModelInfo {
  /** Axis-aligned size x × y × z in table units. */
  size: V3;
  /** Where the model's origin sits. */
  origin: Origin;
  /** Child node names, which are also the material names (one primitive each). */
  parts: string[];
}

/** The table: top 48 × 32, 1 thick, corner radius 1, top edge rounded 0.3, felt inset 1, legs 14 high. */
export const TABLE = { w: 48, d: 32, thickness: 1, corner: 1, bevel: 0.3, feltMargin: 1, legHeight: 14 };

export const MEEPLE = { width: 1, height: 1.4, thickness: 0.45 };

/** The meeple silhouette, counter-clockwise, x across, y up, base on y = 0. */
export function meepleOutline(): V2[] {
  const right: V2[] = [[0, 0.3]];
  const push = (pts: V2[]): void => { right.push(...pts); };
  push(quad2([0, 0.3], [0.12, 0.3], [0.14, 0.07], 6)); // crotch arch
  push(quad2([0.14, 0.07], [0.15, 0], [0.21, 0], 3)); // inner foot corner
  push(quad2([0.21, 0], [0.3, 0], [0.38, 0], 2)); // sole
  push(quad2([0.38, 0], [0.46, 0], [0.45, 0.07], 3)); // outer foot corner
  push(quad2([0.45, 0.07], [0.32, 0.38], [0.27, 0.52], 6)); // leg to waist
  push(quad2([0.27, 0.52], [0.27, 0.615], [0.4, 0.615], 5)); // armpit
  push(quad2([0.4, 0.615], [0.5, 0.615], [0.5, 0.71], 4)); // hand, lower
  push(quad2([0.5, 0.71], [0.5, 0.805], [0.4, 0.805], 4)); // hand, upper
  const headC: V2 = [0, 1.17];
  const headR = 0.23;
  const a0 = (-52 * Math.PI) / 180;
  const neck: V2 = [headC[0] + headR * Math.cos(a0), headC[1] + headR * Math.sin(a0)];
  push(quad2([0.4, 0.805], [0.17, 0.82], neck, 6)); // shoulder to neck
  push(arc(headC, headR, a0, Math.PI / 2, 12)); // head, to the top
  const left = right.slice(1, -1).reverse().map(([x, y]): V2 => [-x, y]);
  return [...right, ...left];
}


/**
 * Root's buildings stand on a clearing's slot as thick silhouettes facing +Z (the map is
 * read from its south edge): a cathedral (a chapel with a steeple), a colony (a hive dome),
 * a citadel (a keep), a market (a stall) and a ruin (a broken wall). Outlines counter-clockwise, x across, y up, base on y = 0.
 */
export const ROOT_BUILDING = { width: 0.9, thickness: 0.5 };

export function cathedralOutline(): V2[] {
  return [[-0.45, 0], [0.45, 0], [0.45, 0.5], [0.5, 0.5], [0.1, 0.86], [0.1, 1.1], [0, 1.2], [-0.1, 1.1], [-0.1, 0.86], [-0.5, 0.5], [-0.45, 0.5]];
}

export function colonyOutline(): V2[] {
  return [[-0.45, 0], [0.45, 0], [0.45, 0.22], ...arc([0, 0.22], 0.45, 0, Math.PI, 16)];
}

/** The Underground Duchy's citadel: a keep with three merlons. */
export function citadelOutline(): V2[] {
  return [
    [-0.4, 0], [0.4, 0], [0.4, 0.8], [0.24, 0.8], [0.24, 0.68], [0.08, 0.68], [0.08, 0.8],
    [-0.08, 0.8], [-0.08, 0.68], [-0.24, 0.68], [-0.24, 0.8], [-0.4, 0.8],
  ];
}

/** The Underground Duchy's market: a stall, its counter under a peaked awning. */
export function marketOutline(): V2[] {
  return [[-0.42, 0], [0.42, 0], [0.42, 0.34], [0.32, 0.34], [0.32, 0.5], [0.5, 0.5], [0, 0.8], [-0.5, 0.5], [-0.32, 0.5], [-0.32, 0.34], [-0.42, 0.34]];
}

export function ruinOutline(): V2[] {
  return [[-0.45, 0], [0.45, 0], [0.45, 0.36], [0.31, 0.5], [0.16, 0.37], [0.02, 0.62], [-0.18, 0.43], [-0.31, 0.56], [-0.45, 0.4]];
}

const outlineHeight = (o: V2[]): number => Math.max(...o.map((p) => p[1]));

/**
 * A standee: a horned creature's silhouette on a broad foot, standing like Root's
 * buildings (facing +Z), for monsters on a hex map; white so the client tints it.
 */
export function standeeOutline(): V2[] {
  return [[-0.42, 0], [0.42, 0], [0.42, 0.12], [0.26, 0.17], [0.34, 0.68], [0.2, 0.86], [0.3, 1.2], [0.12, 1.02], [0, 1.08], [-0.12, 1.02], [-0.3, 1.2], [-0.2, 0.86], [-0.34, 0.68], [-0.26, 0.17], [-0.42, 0.12]];
}

export const TOKEN = { radius: 0.6, height: 0.15, bevel: 0.03 };
export const TILE = { size: 4, height: 0.15, bevel: 0.025, corner: 0.06 };
/** Card stock: rounded corners, its thin edge eased (bevel) so it catches the light like a real card's. */
export const CARD = { width: 2.5, depth: 3.5, height: 0.02, corner: 0.12, bevel: 0.005 };
export const CUBE = { size: 0.6, rounding: 0.05 };
/** Explorers player boards, as engine/games/explorers/table.ts lays them out (thin: cubes, cards and markers lie on them). */
export const HERO_BOARD = { width: 10, depth: 7.5, height: 0.06, corner: 0.3, bevel: 0.015 };
export const THREAT_TRACK = { width: 6.8, depth: 3, height: 0.06, corner: 0.2, bevel: 0.015 };
/** Root's Autumn map board (engine/games/root/table.ts lays the clearings out on it). */
export const ROOT_MAP = { width: 29.4, depth: 25.4, height: 0.08, corner: 0.4, bevel: 0.02 };
/** A pointy-top hex tile (circumradius `radius`), laid edge to edge on a hex map. */
export const HEX_TILE = { radius: 1.12, height: 0.12, bevel: 0.02 };
/** Delve's character board (engine/games/delve/table.ts lays it in each seat's area). */
export const DELVE_BOARD = { width: 6.2, depth: 3.4, height: 0.06, corner: 0.25, bevel: 0.015 };
/** A traveller's mat in the Forest (engine/games/forest/layout.ts `AREA`): the map card and the tableau lie on it. */
export const FOREST_MAT = { width: 16, depth: 9, height: 0.04, corner: 0.45, bevel: 0.012 };
/** One clearing of a Root map: a thin disc lying on the board (a piece, so prompts can point at it). */
export const ROOT_CLEARING = { radius: 2.1, height: 0.03, bevel: 0.01 };

/** A pointy-top hexagon (a vertex towards +Z and -Z), counter-clockwise. */
export function hexOutline(r: number): V2[] {
  return Array.from({ length: 6 }, (_, k): V2 => {
    const a = (Math.PI / 180) * (90 + 60 * k);
    return [Math.round(r * Math.cos(a) * 1e6) / 1e6, Math.round(r * Math.sin(a) * 1e6) / 1e6];
  });
}

function dieInfo(kind: DieKind): ModelInfo {
  const g = dieGeometry(kind);
  const size = [0, 1, 2].map((a) => {
    const vals = g.vertices.map((v) => v[a] as number);
    return Math.round((Math.max(...vals) - Math.min(...vals)) * 1e4) / 1e4;
  }) as V3;
  return { size, origin: 'centroid', parts: ['die'] };
}

export const models: Record<string, ModelInfo> = {
  table: { size: [TABLE.w, TABLE.thickness + TABLE.legHeight, TABLE.d], origin: 'top-centre', parts: ['wood', 'felt', 'legs'] },
  ...Object.fromEntries(dieKinds.map((k) => [k, dieInfo(k)])),
  bag: { size: [3, 3, 3], origin: 'base-centre', parts: ['fabric', 'string'] },
  meeple: { size: [MEEPLE.width, MEEPLE.height, MEEPLE.thickness], origin: 'base-centre', parts: ['body'] },
  token: { size: [2 * TOKEN.radius, TOKEN.height, 2 * TOKEN.radius], origin: 'base-centre', parts: ['face', 'back', 'edge'] },
  tile: { size: [TILE.size, TILE.height, TILE.size], origin: 'base-centre', parts: ['face', 'back', 'edge'] },
  card: { size: [CARD.width, CARD.height, CARD.depth], origin: 'base-centre', parts: ['front', 'back', 'edge'] },
  cube: { size: [CUBE.size, CUBE.size, CUBE.size], origin: 'base-centre', parts: ['body'] },
  'hero-board': { size: [HERO_BOARD.width, HERO_BOARD.height, HERO_BOARD.depth], origin: 'base-centre', parts: ['face', 'back', 'edge'] },
  'threat-track': { size: [THREAT_TRACK.width, THREAT_TRACK.height, THREAT_TRACK.depth], origin: 'base-centre', parts: ['face', 'back', 'edge'] },
  'root-map': { size: [ROOT_MAP.width, ROOT_MAP.height, ROOT_MAP.depth], origin: 'base-centre', parts: ['face', 'back', 'edge'] },
  'root-clearing': { size: [2 * ROOT_CLEARING.radius, ROOT_CLEARING.height, 2 * ROOT_CLEARING.radius], origin: 'base-centre', parts: ['face', 'back', 'edge'] },
  'root-cathedral': { size: [1, outlineHeight(cathedralOutline()), ROOT_BUILDING.thickness], origin: 'base-centre', parts: ['body'] },
  'root-colony': { size: [ROOT_BUILDING.width, outlineHeight(colonyOutline()), ROOT_BUILDING.thickness], origin: 'base-centre', parts: ['body'] },
  'root-ruin': { size: [ROOT_BUILDING.width, outlineHeight(ruinOutline()), ROOT_BUILDING.thickness], origin: 'base-centre', parts: ['body'] },
  'hex-tile': { size: [Math.round(Math.sqrt(3) * HEX_TILE.radius * 1e4) / 1e4, HEX_TILE.height, 2 * HEX_TILE.radius], origin: 'base-centre', parts: ['face', 'back', 'edge'] },
  standee: { size: [0.84, outlineHeight(standeeOutline()), ROOT_BUILDING.thickness], origin: 'base-centre', parts: ['body'] },
  'delve-board': { size: [DELVE_BOARD.width, DELVE_BOARD.height, DELVE_BOARD.depth], origin: 'base-centre', parts: ['face', 'back', 'edge'] },
  'root-citadel': { size: [0.8, outlineHeight(citadelOutline()), ROOT_BUILDING.thickness], origin: 'base-centre', parts: ['body'] },
  'root-market': { size: [1, outlineHeight(marketOutline()), ROOT_BUILDING.thickness], origin: 'base-centre', parts: ['body'] },
  'forest-mat': { size: [FOREST_MAT.width, FOREST_MAT.height, FOREST_MAT.depth], origin: 'base-centre', parts: ['face', 'back', 'edge'] },
};

export const modelIds: readonly string[] = Object.keys(models);
