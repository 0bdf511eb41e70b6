/** What the help overlay lists at a Forest table: its keys and gestures (interaction.ts and hud/). */
export const FOREST_HOTKEYS: ReadonlyArray<{ keys: string; what: string }> = [
  { keys: 'T', what: 'Toggle the top-down camera' },
  { keys: 'Esc', what: 'Cancel a drag or a question, close this help or a top-bar panel' },
  { keys: '↑ / ↓, Enter, 1–4', what: 'In a direction question: choose the direction a wild icon stands for' },
  { keys: '? or H', what: 'Show or hide this help' },
];

export const FOREST_GESTURES: ReadonlyArray<{ keys: string; what: string }> = [
  { keys: 'Click the Forest Deck', what: 'Draw its bottom card (or press Draw in the drawn-cards panel); an Ambush on it strikes at once' },
  { keys: 'Drag a drawn card', what: 'Drop it on your mat to place it there (free spots glow), or click it / press Place; a wild icon asks which direction it stands for' },
  { keys: 'Drag a card of your tableau', what: 'Arrange your tableau anywhere on your mat, at any time: the order never matters' },
  { keys: 'Click a wild card of your tableau', what: 'Choose the direction its wild icon stands for now (also in your panel), even one the map does not need' },
  { keys: 'Your panel', what: 'Health, renown, Guard, Strategy, your map’s icons (lit when met), the effects at work and what the encounter would bring now' },
  { keys: 'Drag the table', what: 'Orbit the camera; right-drag pans, the wheel zooms' },
];
