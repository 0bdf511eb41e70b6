/**
 * What the help overlay lists at an Explorers table: its keys and gestures (the pointer
 * adapter in `interaction.ts` and the HUD in `hud/`), in place of the free table's.
 */
export const EXPLORERS_HOTKEYS: ReadonlyArray<{ keys: string; what: string }> = [
  { keys: 'Q / E', what: 'While holding the drawn tile: turn it a quarter anticlockwise / clockwise (the ghosts show where it fits turned so)' },
  { keys: 'T', what: 'Toggle the top-down camera' },
  { keys: 'Esc', what: 'Cancel a drag, close this help or a top-bar panel' },
  { keys: '? or H', what: 'Show or hide this help' },
];

export const EXPLORERS_GESTURES: ReadonlyArray<{ keys: string; what: string }> = [
  { keys: 'Drag the drawn tile', what: 'It glows beside the forest while you place a tile: drop it on a ghost spot at the forest’s edge (refused drops spring back with the reason)' },
  { keys: 'Turn the drawn tile', what: 'Tap it (a quarter clockwise), tap a ghost (the next turn that fits there) or use ↺ / ↻ above the place picker; a drag then places it so turned' },
  { keys: 'Drag your hero', what: 'Move: drop the meeple on a glowing tile' },
  { keys: 'Hero board: dice', what: 'Roll the hero dice; tap dice to reroll them, then Keep; drag each die (or click it, then a space) onto Movement, Concentration, 5+, 6 or Summoning; Done when finished' },
  { keys: 'Hero board: loot and powers', what: 'Use, drop or buy with the buttons on the cards; unlock powers with orbs' },
  { keys: 'Battle panel', what: 'Roll the combat dice, add power dice, then count the hits' },
  { keys: 'Boss card ▴ / ▾', what: 'Fold or unfold the Boss card in the right column' },
  { keys: 'Drag the table', what: 'Orbit the camera' },
  { keys: 'Right-drag', what: 'Pan over the table' },
  { keys: 'Wheel', what: 'Zoom towards the pointer' },
];
