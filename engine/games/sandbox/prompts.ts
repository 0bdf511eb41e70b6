import { frozenPlain } from '../../core/clone.ts';
import type { Phrase, Prompt, SeatId } from '../../core/types.ts';
import { labelled, type PhraseValue } from '../../core/words.ts';
import type { SandboxAction } from './actions.ts';
import { bagName, deckName, dieName, pieceName } from './names.ts';
import { onTable, rectAt, sizeOf } from './geometry.ts';
import { draftedFrom, isDraft } from './draft.ts';
import type { BagPiece, CounterPiece, DeckPiece, DiePiece, HandItem, Piece, Quarter, SandboxState } from './state.ts';
import { sandboxSay, type SandboxPromptId } from './words.ts';

/**
 * What a seat may do on the free table, as concrete legal actions: buttons for the HUD
 * and the move list of the random simulator. Free placement is continuous, so moves and
 * plays carry sample spots; the spot of each piece is derived from its id (not from the
 * version), so prompts — which travel in every projection — change only when the table
 * does.
 *
 * Not prompted on purpose: searching a deck or the bag. A list of only the legal
 * searches would tell the seat what the deck or bag still holds.
 */

/** Sample spots, all far enough inside the table for the largest piece (a 4 × 4 tile). */
const SPOTS: ReadonlyArray<{ x: number; z: number }> = [-18, -12, -6, 0, 6, 12, 18]
  .flatMap((x) => [-7, 1, 8].map((z) => ({ x, z })));

/** A small stable string hash (FNV-1a), to spread pieces over the sample spots. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The labels worded so far, by message and values; emptied when it grows past `MAX_LABELS` (a box's own names are many). */
const labels = new Map<string, { label: string; words: Phrase }>();
const MAX_LABELS = 500;

/**
 * A prompt's label and its phrase, the prompt message `id` worded in English: frozen
 * (`frozenPlain`), so that a prompt made with it keeps it as it is instead of copying it.
 * Worded once for the same message and values: a piece's own prompts are made again each
 * time it changes (every die of a throw, a deck at each draw), and wording them again
 * and again cost random play a seventh of its time.
 */
function say(id: SandboxPromptId, values?: Readonly<Record<string, PhraseValue>>): { label: string; words: Phrase } {
  const key = values === undefined ? id : `${id} ${JSON.stringify(values)}`;
  let made = labels.get(key);
  if (made === undefined) {
    if (labels.size >= MAX_LABELS) labels.clear();
    made = frozenPlain(labelled(sandboxSay, id, values));
    labels.set(key, made);
  }
  return made;
}

function spotFor(id: string, shift = 0): { x: number; z: number } {
  return SPOTS[(hash(id) + shift) % SPOTS.length] as { x: number; z: number };
}

function fits(piece: Piece, x: number, z: number, rot: Quarter): boolean {
  return onTable(rectAt(sizeOf(piece), x, z, rot));
}

function deckPrompts(s: SandboxState, deck: DeckPiece): Prompt<SandboxAction>[] {
  const n = deck.cards.length;
  const targets = [deck.id];
  const name = { deck: deckName(deck.name, deck.design) };
  const out: Prompt<SandboxAction>[] = [];
  if (n === 0) return out;
  out.push({
    key: `draw:${deck.id}`, ...say('sandbox.prompt.draw', name), targets,
    actions: [
      { t: 'draw', deck: deck.id, n: 1, to: 'hand', from: 'top' },
      { t: 'draw', deck: deck.id, n: 1, to: 'table', from: 'top' },
      { t: 'draw', deck: deck.id, n: 1, to: 'hand', from: 'bottom' },
    ],
  });
  out.push({ key: `peek:${deck.id}`, ...say('sandbox.prompt.peek', name), targets, actions: [{ t: 'peek', deck: deck.id, n: 1 }] });
  if (n >= 2) out.push({ key: `shuffle:${deck.id}`, ...say('sandbox.prompt.shuffle', name), targets, actions: [{ t: 'shuffle', deck: deck.id }] });
  if (n >= s.seats) out.push({ key: `deal:${deck.id}`, ...say('sandbox.prompt.deal', name), targets, actions: [{ t: 'deal', deck: deck.id, n: 1 }] });
  return out;
}

function bagPrompts(bag: BagPiece): Prompt<SandboxAction>[] {
  if (bag.items.length === 0) return [];
  return [{
    key: `bagDraw:${bag.id}`, ...say('sandbox.prompt.bagDraw', { bag: bagName(bag.name) }), targets: [bag.id],
    actions: [{ t: 'bagDraw', bag: bag.id, to: 'hand' }, { t: 'bagDraw', bag: bag.id, to: 'table' }],
  }];
}

function diePrompt(d: DiePiece): Prompt<SandboxAction> {
  return { key: `roll:${d.id}`, ...say('sandbox.prompt.roll', { die: dieName(d.spec, false) }), targets: [d.id], actions: [{ t: 'roll', ids: [d.id] }] };
}

function counterPrompt(c: CounterPiece): Prompt<SandboxAction> {
  return {
    key: `count:${c.id}`, ...say('sandbox.prompt.count', { counter: pieceName(c, false) }), targets: [c.id],
    actions: [{ t: 'count', id: c.id, by: 1 }, { t: 'count', id: c.id, by: -1 }],
  };
}

function rollAll(dice: DiePiece[]): Prompt<SandboxAction> {
  const ids = dice.slice(0, 20).map((d) => d.id);
  return { key: 'roll:all', ...say('sandbox.prompt.rollAll'), targets: ids, actions: [{ t: 'roll', ids }] };
}

/** A prompt's label with its phrase. */
type Label = { label: string; words: Phrase };

/** Builds a prompt only when it has something to offer. */
function maybe(out: Prompt<SandboxAction>[], key: string, label: Label, actions: SandboxAction[], targets: string[]): void {
  if (actions.length > 0) out.push({ key, ...label, actions, targets });
}

/** The labels of the prompts made for every state alike, worded once. */
const LABEL = {
  take: say('sandbox.prompt.take'),
  flip: say('sandbox.prompt.flip'),
  rotate: say('sandbox.prompt.rotate'),
  move: say('sandbox.prompt.move'),
  lock: say('sandbox.prompt.lock'),
  remove: say('sandbox.prompt.remove'),
  play: say('sandbox.prompt.play'),
  toDeck: say('sandbox.prompt.toDeck'),
} as const;

/**
 * Ending the table: always offered, last, and flagged `ends` (a client confirms it
 * first; random play leaves it out).
 */
const END_PROMPT: Prompt<SandboxAction> = frozenPlain({
  key: 'end', ...say('sandbox.prompt.end'), actions: [{ t: 'end' }], ends: true,
});

/**
 * What one table piece offers whoever sits at the table, the same for every seat and
 * kept for as long as the piece is (states are never changed once made, and an action
 * shares every piece it leaves alone with the state before, draft.ts): frozen plain JSON
 * (`frozenPlain`), so a seat's projection holds the very prompts and actions it held
 * before wherever the piece did not change, and the room finds them unchanged by
 * identity.
 */
interface PieceOffers {
  /** The piece's own prompts (a deck's, a bag's, a die's), for a table of `seats`. */
  own: Prompt<SandboxAction>[];
  seats: number;
  turn: SandboxAction | null;
  move: SandboxAction | null;
  take: SandboxAction | null;
  flip: SandboxAction | null;
  lock: SandboxAction;
  /** Taking it off the table (a seat without the right to change the box is refused by the room). */
  remove: SandboxAction | null;
  /** A bag's label for putting a token into it. */
  into: Label | null;
}

const pieceOffers = new WeakMap<Piece, PieceOffers>();

function offersOf(s: SandboxState, p: Piece, keep: boolean): PieceOffers {
  const kept = keep ? pieceOffers.get(p) : undefined;
  if (kept !== undefined && kept.seats === s.seats) return kept;
  let spot = spotFor(p.id);
  if (spot.x === p.x && spot.z === p.z) spot = spotFor(p.id, 1);
  const own = p.kind === 'deck' ? deckPrompts(s, p)
    : p.kind === 'bag' ? bagPrompts(p)
      : p.kind === 'die' ? [diePrompt(p)]
        : p.kind === 'counter' ? [counterPrompt(p)] : [];
  const loose = !p.locked;
  const offers = frozenPlain<PieceOffers>({
    own,
    seats: s.seats,
    turn: loose && fits(p, p.x, p.z, ((p.rot + 1) % 4) as Quarter) ? { t: 'rotate', id: p.id, dir: 1 } : null,
    move: loose && fits(p, spot.x, spot.z, p.rot) ? { t: 'move', id: p.id, x: spot.x, z: spot.z } : null,
    take: loose && (p.kind === 'card' || p.kind === 'token') ? { t: 'take', id: p.id } : null,
    flip: p.kind === 'card' || p.kind === 'token' || p.kind === 'tile' ? { t: 'flip', id: p.id } : null,
    lock: { t: 'lock', id: p.id, locked: !p.locked },
    remove: loose ? { t: 'remove', id: p.id } : null,
    into: p.kind === 'bag' ? say('sandbox.prompt.bagReturn', { bag: bagName(p.name) }) : null,
  });
  if (keep) pieceOffers.set(p, offers);
  return offers;
}

/** What the table offers every seat alike, made once per state for all of them. */
interface TableOffers {
  /** The decks', bags' and dice's prompts, in table order (decks, then bags, then dice). */
  first: Prompt<SandboxAction>[];
  /** Taking, turning over, turning and moving pieces, in that order. */
  last: Prompt<SandboxAction>[];
  /** Each of those made here (not a piece's own), by its key. */
  made: Map<string, Prompt<SandboxAction>>;
  decks: DeckPiece[];
  bags: BagPiece[];
  /** The label for putting a token into the first bag (null without a bag). */
  into: Label | null;
  tableCards: Piece[];
  tableTokens: Piece[];
}

const tableOffers = new WeakMap<SandboxState, TableOffers>();

/** Whether two lists hold the very same members. */
function sameMembers(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * The prompt `key` offering `actions` on `targets`, frozen (`frozenPlain`): the one made
 * for the state before when it offered the very same (the actions are each piece's own,
 * kept per piece), so that an action leaves every prompt it did not change as it was.
 */
function madePrompt(
  made: Map<string, Prompt<SandboxAction>>, before: TableOffers | undefined,
  key: string, label: Label, actions: SandboxAction[], targets: string[],
): Prompt<SandboxAction> {
  const was = before?.made.get(key);
  const sameTargets = was !== undefined && sameMembers(was.targets ?? [], targets);
  const prompt = was !== undefined && sameTargets && was.label === label.label && sameMembers(was.actions, actions)
    ? was
    : frozenPlain({ key, ...label, actions, targets: sameTargets ? was.targets! : targets });
  made.set(key, prompt);
  return prompt;
}

function offersOfTable(s: SandboxState): TableOffers {
  // Kept only for a state never changed once made (draft.ts): any other is read afresh.
  const keep = isDraft(s);
  const kept = keep ? tableOffers.get(s) : undefined;
  if (kept !== undefined) return kept;
  const from = draftedFrom(s);
  const before = from === undefined ? undefined : tableOffers.get(from);
  const decks: DeckPiece[] = [];
  const bags: BagPiece[] = [];
  const dice: DiePiece[] = [];
  const tableCards: Piece[] = [];
  const tableTokens: Piece[] = [];
  const deckPrompts: Prompt<SandboxAction>[] = [];
  const bagPrompts: Prompt<SandboxAction>[] = [];
  const diePrompts: Prompt<SandboxAction>[] = [];
  const takeCards: SandboxAction[] = [];
  const takeTokens: SandboxAction[] = [];
  const flip: SandboxAction[] = [];
  const flipIds: string[] = [];
  const turn: SandboxAction[] = [];
  const turnIds: string[] = [];
  const moves: SandboxAction[] = [];
  const moveIds: string[] = [];
  const counterPrompts: Prompt<SandboxAction>[] = [];
  const locks: SandboxAction[] = [];
  const removes: SandboxAction[] = [];
  const removeIds: string[] = [];
  const ids: string[] = [];
  let into: Label | null = null;
  for (const key in s.pieces) {
    const p = s.pieces[key]!;
    const o = offersOf(s, p, keep);
    ids.push(p.id);
    switch (p.kind) {
      case 'deck': decks.push(p); for (const prompt of o.own) deckPrompts.push(prompt); break;
      case 'bag': bags.push(p); into ??= o.into; for (const prompt of o.own) bagPrompts.push(prompt); break;
      case 'die': dice.push(p); for (const prompt of o.own) diePrompts.push(prompt); break;
      case 'counter': for (const prompt of o.own) counterPrompts.push(prompt); break;
      case 'card': if (o.take) { tableCards.push(p); takeCards.push(o.take); } break;
      case 'token': if (o.take) { tableTokens.push(p); takeTokens.push(o.take); } break;
      default: break;
    }
    if (o.flip) { flip.push(o.flip); flipIds.push(p.id); }
    if (o.turn) { turn.push(o.turn); turnIds.push(p.id); }
    if (o.move) { moves.push(o.move); moveIds.push(p.id); }
    locks.push(o.lock);
    if (o.remove) { removes.push(o.remove); removeIds.push(p.id); }
  }
  // Cards before tokens, as a hand lists them.
  const take = [...takeCards, ...takeTokens];
  const takeIds = [...tableCards, ...tableTokens].map((p) => p.id);
  const made = new Map<string, Prompt<SandboxAction>>();
  if (dice.length >= 2) {
    const all = before?.made.get('roll:all');
    const rollIds = dice.slice(0, 20).map((d) => d.id);
    diePrompts.push(all !== undefined && sameMembers(all.targets ?? [], rollIds) ? all : frozenPlain(rollAll(dice)));
    made.set('roll:all', diePrompts[diePrompts.length - 1]!);
  }
  const last: Prompt<SandboxAction>[] = [];
  if (take.length > 0) last.push(madePrompt(made, before, 'take', LABEL.take, take, takeIds));
  if (flip.length > 0) last.push(madePrompt(made, before, 'flip', LABEL.flip, flip, flipIds));
  if (turn.length > 0) last.push(madePrompt(made, before, 'rotate', LABEL.rotate, turn, turnIds));
  if (moves.length > 0) last.push(madePrompt(made, before, 'move', LABEL.move, moves, moveIds));
  if (locks.length > 0) last.push(madePrompt(made, before, 'lock', LABEL.lock, locks, ids));
  if (removes.length > 0) last.push(madePrompt(made, before, 'remove', LABEL.remove, removes, removeIds));
  const offers: TableOffers = { first: [...deckPrompts, ...bagPrompts, ...diePrompts, ...counterPrompts], last, made, decks, bags, into, tableCards, tableTokens };
  if (keep) tableOffers.set(s, offers);
  return offers;
}

/**
 * Every prompt for `seat` (none for a seat that is not at the table, none once it ended).
 * What the table offers every seat alike is made once per state (`offersOfTable`), from
 * what each piece offers (`offersOf`, kept per piece); only the seat's hand is its own.
 */
export function promptsSandbox(s: SandboxState, seat: SeatId): Prompt<SandboxAction>[] {
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.seats) return [];
  if (s.endedBy !== undefined) return [];
  const table = offersOfTable(s);
  const out: Prompt<SandboxAction>[] = [...table.first];
  const hand = s.hands[seat] ?? [];
  const plays: SandboxAction[] = [];
  const handIds: string[] = [];
  const handCards: HandItem[] = [];
  const handTokens: HandItem[] = [];
  for (const item of hand) {
    const { x, z } = spotFor(item.id);
    plays.push({ t: 'play', id: item.id, x, z, faceUp: true }, { t: 'play', id: item.id, x, z, faceUp: false });
    handIds.push(item.id);
    if (item.kind === 'card') handCards.push(item);
    else if (item.kind === 'token') handTokens.push(item);
  }
  maybe(out, 'play', LABEL.play, plays, handIds);
  const { decks, bags } = table;
  if (decks.length > 0) {
    const toDeck: SandboxAction[] = [];
    for (const c of handCards) toDeck.push({ t: 'toDeck', id: c.id, deck: deckFor(decks, c.id).id, where: 'top' });
    for (const c of table.tableCards) toDeck.push({ t: 'toDeck', id: c.id, deck: deckFor(decks, c.id).id, where: 'top' });
    maybe(out, 'toDeck', LABEL.toDeck, toDeck, decks.map((d) => d.id));
  }
  if (bags.length > 0) {
    const bag = bags[0] as BagPiece;
    const back: SandboxAction[] = [];
    for (const t of handTokens) back.push({ t: 'bagReturn', id: t.id, bag: bag.id });
    for (const t of table.tableTokens) back.push({ t: 'bagReturn', id: t.id, bag: bag.id });
    maybe(out, 'bagReturn', table.into!, back, [bag.id]);
  }
  for (const prompt of table.last) out.push(prompt);
  out.push(END_PROMPT);
  return out;
}

/** The deck a card is suggested to go onto, spread by the card's id. */
function deckFor(decks: readonly DeckPiece[], id: string): DeckPiece {
  return decks[hash(id) % decks.length] as DeckPiece;
}
