/**
 * The English rules text of Root's cards, keys `root.card-text.<card key>`: what a card with
 * rules of its own does (each ambush and dominance card, each persistent and immediate
 * effect). An item card has none. The hand and a crafted card show it as their tooltip
 * (client/games/root/board-common.ts `cardText`), each reader in their own language.
 */

/** Root's English card rules text. */
export const rootCardWords = {
  'root.card-text.bird-ambush': 'defender may play in ANY clearing: deals 2 hits before dice; cancelled if attacker plays a matching ambush',
  'root.card-text.bird-dominance': 'win if you rule two diagonally opposite corner clearings at start of your Birdsong',
  'root.card-text.bird-armorers': 'in battle, may discard this to ignore all ROLLED hits you would take',
  'root.card-text.bird-brutal-tactics': 'as attacker, may deal one extra hit; if you do, defender scores 1 VP',
  'root.card-text.bird-royal-claim': 'in Birdsong, may discard this to score 1 VP per clearing you rule',
  'root.card-text.bird-sappers': 'as defender, may discard this to deal one extra hit',
  'root.card-text.fox-ambush': 'defender may play only in a fox clearing',
  'root.card-text.fox-dominance': 'win if you rule 3 fox clearings at start of your Birdsong',
  'root.card-text.fox-stand-and-deliver': 'in Birdsong, may take a random card from another player; that player scores 1 VP',
  'root.card-text.fox-tax-collector': 'once in Daylight, may remove one of your warriors from the map to draw a card',
  'root.card-text.fox-favor-of-the-foxes': 'remove all enemy pieces in fox clearings, then discard',
  'root.card-text.rabbit-ambush': 'defender may play only in a rabbit clearing',
  'root.card-text.rabbit-dominance': 'win if you rule 3 rabbit clearings at start of your Birdsong',
  'root.card-text.rabbit-better-burrow-bank': 'at start of your Birdsong, you and one other player each draw a card',
  'root.card-text.rabbit-cobbler': 'at start of your Evening, may take one move',
  'root.card-text.rabbit-command-warren': 'at start of your Daylight, may initiate one battle',
  'root.card-text.rabbit-favor-of-the-rabbits': 'remove all enemy pieces in rabbit clearings, then discard',
  'root.card-text.mouse-ambush': 'defender may play only in a mouse clearing',
  'root.card-text.mouse-dominance': 'win if you rule 3 mouse clearings at start of your Birdsong',
  'root.card-text.mouse-codebreakers': "once in Daylight, may look at another player's hand",
  'root.card-text.mouse-scouting-party': 'as attacker in battle, you are not affected by ambush cards',
  'root.card-text.mouse-favor-of-the-mice': 'remove all enemy pieces in mouse clearings, then discard',
} as const;
