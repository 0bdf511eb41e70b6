/**
 * The parts of every rules reference that belong to the table rather than to one game:
 * who may act, taking an action back, choosing at the same time, the pieces' own limits,
 * and why the table itself refuses a message. Appended after each game's own parts.
 */
import type { RulesSection } from '../kit/types.ts';

export const TABLE_RULES: readonly RulesSection[] = [
  {
    id: 'table-seats',
    title: 'The table: seats, turns and watching',
    text: [
      'Only a player in a seat acts; anyone else with the link watches and sees only what is public. The table checks every action against the rules before anything changes, so a refused action leaves the game exactly as it was, and a note at the bottom of the screen says why.',
      'When the game is over nothing more can change. The table also refuses an action that was made from a picture of the game that is no longer current (someone else acted first): look at the table again and choose anew.',
      'The host is the first player to sit down. Only the host may end a free table or change the streaming settings.',
      'The host may also remove a player from the table (from the menu beside their seat): the seat is freed, with its hand kept for whoever sits there next, and everyone reads who was removed. Removed and banned, that player may still watch but not sit down here again. The host cannot remove themself, nor an empty seat.',
    ],
    codes: ['match/no-seat', 'match/over', 'match/bad-seats', 'room/spectator', 'room/caster', 'room/stale', 'room/bad-version', 'room/not-host', 'room/own-seat', 'room/no-player'],
  },
  {
    id: 'table-undo',
    title: 'The table: taking back an action',
    text: [
      'You may take back your own last actions of this turn, one at a time, as long as nothing new became known: not after a roll of the dice, a draw, a shuffle or anything hidden was shown, and not once another player has acted. The log keeps a line saying what was taken back.',
    ],
    codes: ['undo', 'undo/not-allowed'],
  },
  {
    id: 'table-sealed',
    title: 'The table: choosing at the same time',
    text: [
      'Where several players choose at once, each choice stays hidden until everyone has chosen; the others only see that you have chosen. Then all choices are shown together in one log line.',
    ],
    codes: ['sealed', 'sealed/not-deciding', 'sealed/incomplete'],
  },
  {
    id: 'table-pieces',
    title: 'The table: decks, bags, dice and tiles',
    text: [
      'The pieces have limits of their own: you cannot draw more cards than a deck holds or more pieces than a bag holds, a die shows only the faces it has, a tile goes on a free square and turns in quarter turns, and a supply of tokens can run out.',
    ],
    codes: [
      'deck/bad-count', 'deck/empty', 'deck/not-enough', 'deck/not-found', 'bag/empty', 'bag/bad-count', 'bag/not-enough', 'bag/not-found',
      'dice/bad-sides', 'dice/bad-labels', 'dice/bad-value', 'grid/bad-cell', 'grid/bad-rotation', 'grid/occupied', 'grid/empty-cell',
      'hand/not-in-hand', 'hand/empty', 'tokens/bad-count', 'tokens/supply-empty', 'track/bad-bounds', 'track/out-of-range', 'track/not-integer',
    ],
  },
  {
    id: 'table-messages',
    title: 'The table: refused messages',
    text: [
      'Some refusals come from the table rather than the game: a message it does not know or cannot read, one that is too large, too many actions in a short time, a throw with too many dice, an action whose dice the table could not throw, or an action the table could not save (in those two cases it did not happen; try again). None of them changes the game.',
    ],
    codes: ['room/unknown-type', 'room/too-large', 'room/bad-payload', 'room/rate-limited', 'room/too-many-dice', 'room/dice-failed', 'room/not-saved', 'room/internal'],
  },
  {
    id: 'table-box',
    title: 'The table: bringing your own game',
    text: [
      "The host may bring the group's own components to a free table (decks cut from card sheets, cards, tokens, tiles, boards, with images uploaded to the table) and take them off again; once the host opens the box, every player may. A picture is fetched only while the table shows it to you: a face-down card's face stays on the server.",
      'The table refuses a component whose images were not uploaded to it, a sheet it cannot cut (more cards than cells, cells too small to be cards), images past the room the table has for them, a component sent as a plain action, and any component in a game that takes none of your own.',
    ],
    codes: ['room/no-compose', 'room/compose-only', 'room/bad-image', 'room/bad-sheet', 'room/table-full'],
  },
  {
    id: 'table-accounts',
    title: 'The table: accounts, rematches and the caster link',
    text: [
      'A seat taken while signed in to an account waits for that account: it can sit back down from any device, and nobody else takes the seat until the host removes them.',
      'When the game is over, any player may offer a rematch: the same game, options and players at a new table. It cannot be asked for before the end, nor by someone watching.',
      "The host, signed in, may keep the caster link for one account that does not play here. The table refuses to bind it without the host signed in, to an account it does not know, or to one that holds a seat; and a player's own account never opens the caster view of their table.",
    ],
    codes: ['room/not-over', 'room/rematch-failed', 'room/not-signed-in', 'room/no-account', 'room/account-seated'],
  },
];
