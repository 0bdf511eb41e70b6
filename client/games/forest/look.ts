/**
 * How Forest cards look, shared by the table's painted faces (card-art.ts) and the HUD's
 * cards: a colour and a glyph per icon, the words for a direction.
 */
import { DIRS, sideDef, type Dir, type Icon, type SideDef } from '../../../engine/games/forest/content/index.ts';
import { say } from '../../words/say.ts';

export { DIRS, type Dir };

export const ICON_COLOR: Record<Dir | 'wild' | 'none', string> = {
  N: '#2f6690', E: '#b56a12', S: '#3f7a2a', W: '#7d3c6e', wild: '#8a7a2e', none: '#6b5845',
};

export const GLYPH: Record<Dir | 'wild' | 'none', string> = { N: '↑', E: '→', S: '↓', W: '←', wild: '✶', none: '·' };

/** A direction in words ("north"), in the reader's language now. */
export function dirWord(d: Dir): string {
  return say(`forest.dir.${d}`);
}

/** A direction's one-letter mark beside its glyph ("N", "W"; "O" for ouest in French). */
export function dirLetter(d: Dir): string {
  return say(`forest.dir.${d}.letter`);
}

export const AMBUSH_RED = '#9b2226';

/** The icon's key in the tables above. */
export function iconKey(icon: Icon): Dir | 'wild' | 'none' {
  return icon === null ? 'none' : icon;
}

/** A table card's face ("deer-trail@W") as its side and the direction its wild icon stands for. */
export function parseCardFace(face: string | undefined): { side: SideDef; as: Dir | null } | null {
  if (!face) return null;
  const [id, as] = face.split('@') as [string, string | undefined];
  let side: SideDef;
  try {
    side = sideDef(id);
  } catch {
    return null;
  }
  return { side, as: as && (DIRS as readonly string[]).includes(as) ? (as as Dir) : null };
}

/** A map card's face ("map:kings-way:1010"): its id and which of its icons are met. */
export function parseMapFace(face: string | undefined): { map: string; lit: boolean[] } | null {
  const m = /^map:([a-z-]+):([01]*)$/.exec(face ?? '');
  return m ? { map: m[1]!, lit: [...m[2]!].map((c) => c === '1') } : null;
}
