/** What the help overlay lists at a Delve table: its keys and gestures, in place of the free table's. */
export const DELVE_KEYS: ReadonlyArray<{ keys: string; what: string }> = [
  { keys: 'T', what: 'Toggle the top-down camera' },
  { keys: 'Esc', what: 'Cancel a drag, close this help or a top-bar panel' },
  { keys: '? or H', what: 'Show or hide this help' },
];

export const DELVE_GESTURES: ReadonlyArray<{ keys: string; what: string }> = [
  { keys: 'Your hand (bottom)', what: 'Card selection: click two cards, or drag them onto the two slots (the first slot leads for initiative), then Play them — or Long rest. Until everyone has chosen you may change it; others see only that you chose.' },
  { keys: 'Your turn', what: 'On one of your two played cards press Top or Bottom: that half goes first, the other card gives the other half. "plain" plays it as Attack 2 / Move 2.' },
  { keys: 'Click a glowing hex', what: 'Move there (or push / pull the monster there)' },
  { keys: 'Drag your figure', what: 'Move it onto a glowing hex' },
  { keys: 'Click a glowing monster', what: 'Attack it' },
  { keys: 'Party (right)', what: 'Every character\'s health, items and piles — discard, lost and active cards are public: tap a character to unfold them' },
  { keys: 'Drag the table', what: 'Orbit the camera; right-drag pans; the wheel zooms' },
];
