/** Words of the keyboard's choices list (client/hud/PromptKeys.tsx) and its hotkey. */
export const keys = {
  'keys.toggle': '{n, plural, =0 {Choices} one {# choice} other {# choices}}',
  'keys.hotkey': 'A',
  'keys.title': 'Choose by keyboard',
  'keys.list': 'Your legal choices',
  'keys.hint': '↑ ↓ choose · Enter take · Q / E turn a tile · type to search · Esc close',
  'keys.none': 'Nothing to choose now.',
  'keys.take': 'Take',
  'keys.close': 'Close',
  'keys.turnLeft': 'Turn left (Q)',
  'keys.turnRight': 'Turn right (E)',
  'keys.turned': 'turned {deg}°',
  'keys.help': 'Open your choices as a list, to play by keyboard',
} as const;
