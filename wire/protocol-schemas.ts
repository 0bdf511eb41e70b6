/**
 * The payload schemas of the wire protocol (wire/protocol.ts), which the server parses
 * every message and request with. Apart from protocol.ts so that the client, which only
 * sends these payloads, never loads the validation library: protocol.ts re-exports their
 * types, and the client imports nothing from here.
 */
import { z } from 'zod';
import { componentSchema, labelSchema } from '../engine/table/components.ts';
import { ABSENT_POLICIES, BOT_SEAT_LEVELS, CAST_DELAY } from './protocol.ts';

export const intentSchema = z.object({
  /** The projection version the client acted on. */
  v: z.number().int().min(0),
  /** Client-chosen id echoed back in `rejected`, so a drag can spring back. */
  ref: z.string().max(32).optional(),
  /** Game action; its shape is validated by the game module. */
  action: z.record(z.string(), z.unknown()),
  /**
   * The thrower's release gesture for an action that rolls dice: direction on the table
   * plane and strength 0..1 (clamped by the server). Ignored for other actions.
   */
  fling: z.object({
    dx: z.number().finite().min(-1e3).max(1e3),
    dz: z.number().finite().min(-1e3).max(1e3),
    strength: z.number().finite(),
  }).strict().optional(),
}).strict();
export type IntentMessage = z.infer<typeof intentSchema>;

export const undoSchema = z.object({
  /** The projection version the client asked from: only the current one takes anything back. */
  v: z.number().int().min(0),
  ref: z.string().max(32).optional(),
}).strict();
export type UndoMessage = z.infer<typeof undoSchema>;

export const presenceSchema = z.object({
  /** Pointer on the table plane, table units; null when off the table. */
  cursor: z.tuple([z.number().finite(), z.number().finite()]).nullable(),
  /** Piece being dragged and where it is held. */
  drag: z.object({ id: z.string().max(64), x: z.number().finite(), z: z.number().finite() }).nullable().optional(),
}).strict();
export type PresenceMessage = z.infer<typeof presenceSchema>;

/** How far from the table's middle a shared camera may stand or look, in table units (a pose beyond is refused). */
export const CAMERA_REACH = 500;
const cameraPoint = z.tuple([
  z.number().finite().min(-CAMERA_REACH).max(CAMERA_REACH),
  z.number().finite().min(-CAMERA_REACH).max(CAMERA_REACH),
  z.number().finite().min(-CAMERA_REACH).max(CAMERA_REACH),
]);

/**
 * A seated player's camera pose (`camera`): where the camera stands (`p`, never under the
 * table) and the point it looks at (`t`), table units. Spectators follow it; nothing else.
 */
export const cameraSchema = z.object({
  p: cameraPoint.refine((p) => p[1] >= 0, 'a camera above the table (y ≥ 0)'),
  t: cameraPoint,
}).strict();
export type CameraMessage = z.infer<typeof cameraSchema>;
/** A seat's camera pose as spectators get it. */
export type CameraBroadcast = CameraMessage & { seat: number };

export const chatSchema = z.object({ text: z.string().min(1).max(500) }).strict();
export type ChatMessage = z.infer<typeof chatSchema>;

/**
 * The host removes whoever sits at `seat` (never their own). `ban`: that browser may not
 * sit at this table again (server/room/removal.ts says what identifies it).
 */
export const removeSchema = z.object({
  seat: z.number().int().min(0).max(9),
  ban: z.boolean().default(false),
}).strict();
export type RemoveMessage = z.input<typeof removeSchema>;

/** The host asks for an upload ticket (`UploadTicket`): nothing to say. */
export const uploadTicketSchema = z.object({}).strict();

export const resyncSchema = z.object({}).strict();

/** The host opens the box to every seated player (`open: true`) or keeps it to themself. */
export const boxSchema = z.object({ open: z.boolean() }).strict();

/** Save the table as a box kept on the server, under a name. */
export const saveBoxSchema = z.object({ name: z.string().trim().min(1).max(80), ref: z.string().max(64).optional() }).strict();
export type SaveBoxMessage = z.infer<typeof saveBoxSchema>;
export type BoxMessage = z.infer<typeof boxSchema>;

/** A seated player asks for a rematch once the game is over: nothing to say. */
export const rematchSchema = z.object({}).strict();

/** A connection asks for its face ticket (`FaceTicket`): nothing to say. */
export const faceTicketSchema = z.object({}).strict();

/** An uploaded image as a `compose` names it: the sha256 (hex) its upload returned. */
export const imageHashSchema = z.string().regex(/^[0-9a-f]{64}$/, 'an image hash (the sha256 an upload returned)');

/**
 * A sheet of card faces cut by its grid on the server (server/images/slice.ts): cell i row by
 * row from the top left, the first `count` cells the cards. Their back: one image for all,
 * the sheet's last cell (bottom right) for all, or a second sheet of the same grid with
 * each card's own back in its cell.
 */
export const sheetComponentSchema = z.object({
  kind: z.literal('sheet'),
  name: labelSchema,
  image: imageHashSchema,
  cols: z.number().int().min(1).max(10),
  rows: z.number().int().min(1).max(7),
  count: z.number().int().min(1).max(70),
  back: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('image'), image: imageHashSchema }).strict(),
    z.object({ kind: z.literal('last') }).strict(),
    z.object({ kind: z.literal('sheet'), image: imageHashSchema }).strict(),
  ]),
}).strict();
export type SheetComponent = z.infer<typeof sheetComponentSchema>;

/**
 * What a `compose` may ask for: an engine component (engine/table/components.ts) whose
 * every image field holds an image hash (the room checks each is this table's and turns it
 * into a ref), or a sheet.
 */
export const composedComponentSchema = z.union([sheetComponentSchema, componentSchema]);
export type ComposedComponent = z.infer<typeof composedComponentSchema>;

export const composeSchema = z.object({
  what: composedComponentSchema,
  /** Where it goes on the table (table units). */
  x: z.number().finite().min(-100).max(100),
  z: z.number().finite().min(-100).max(100),
  /** Echoed in `rejected`. */
  ref: z.string().max(32).optional(),
}).strict();
export type ComposeMessage = z.infer<typeof composeSchema>;

/**
 * Round-trip probe: answered with `pong {n, at}` to the sender. Messages to one client
 * keep their order, so a pong also proves everything sent to it before has arrived.
 */
export const pingSchema = z.object({ n: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER) }).strict();
export type PingMessage = z.infer<typeof pingSchema>;

/** Options a client passes to create or join a table. */
export const joinOptionsSchema = z.object({
  name: z.string().min(1).max(24).default('Player'),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/).default('#c0392b'),
  spectator: z.boolean().default(false),
  /**
   * Preferred seat, taken when free (e.g. rejoining a restored table); otherwise the
   * first free seat is taken.
   */
  seat: z.number().int().min(0).max(9).optional(),
  /** The `resume` token of a seat this player held (`welcome.resume`): takes it back at once. */
  resume: z.string().max(64).optional(),
  /** A caster link's secret: watch as the caster, everything shown, the caster delay behind. */
  caster: z.string().min(1).max(64).optional(),
  /** Join parked (wire/hotseat.ts): a further seat on a device already at the table. */
  parked: z.boolean().optional(),
}).passthrough();
export type JoinOptions = z.infer<typeof joinOptionsSchema>;

const delaySeconds = z.number().int().min(CAST_DELAY.min).max(CAST_DELAY.max);

/**
 * The host's streaming settings. `link` makes a new caster link (the old one stops at once);
 * with `account` (an account id) only a connection signed in to that account may open it.
 */
export const castSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('status') }).strict(),
  z.object({ op: z.literal('link'), account: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'an account id').optional() }).strict(),
  z.object({ op: z.literal('revoke') }).strict(),
  z.object({
    op: z.literal('delays'),
    caster: delaySeconds.optional(),
    spectators: z.union([z.literal(0), delaySeconds]).optional(),
  }).strict(),
]);
export type CastMessage = z.infer<typeof castSchema>;

/**
 * A table's clock (docs/PROTOCOL.md "Clocks and absent players"): a real-time bank per seat
 * with a bonus each time the seat's decision ends, or a deadline per decision.
 */
export const clockSettingsSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('realtime'),
    /** The bank each seat starts with (2 s – 3 h). */
    bankMs: z.number().int().min(2_000).max(3 * 3_600_000),
    /** Added to a seat's bank each time its decision ends (0 – 10 min). */
    bonusMs: z.number().int().min(0).max(600_000),
  }).strict(),
  z.object({
    kind: z.literal('turn'),
    /** The time a seat has for each decision (2 s – 14 days). */
    moveMs: z.number().int().min(2_000).max(14 * 86_400_000),
  }).strict(),
]);
export type ClockSettings = z.infer<typeof clockSettingsSchema>;

export const createTableSchema = z.object({
  game: z.string().min(1).max(32).default('sandbox'),
  seats: z.number().int().min(1).max(10).default(4),
  options: z.record(z.string(), z.unknown()).default({}),
  /** Rules games only: a clock for every seat. */
  clock: clockSettingsSchema.optional(),
  /** Rules games only (default: wait). */
  absent: z.enum(ABSENT_POLICIES).default('wait'),
  /** Rules games only: per seat, null for a person or the level of the bot that plays it. */
  bots: z.array(z.enum(BOT_SEAT_LEVELS).nullable()).max(10).optional(),
  /** A game that takes components (the free table): the id of a box kept on this server to lay the table out from (docs/BOX.md). */
  box: z.string().regex(/^[A-Za-z0-9_-]{16,40}$/, 'a box id').optional(),
}).strict();
export type CreateTableRequest = z.input<typeof createTableSchema>;

/** A seat on a shared device parks or is taken again (wire/hotseat.ts). */
export const hotseatSchema = z.object({ park: z.boolean() }).strict();
