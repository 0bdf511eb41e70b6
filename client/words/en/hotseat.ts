/** Words of several seats on one device (client/hud/HotseatPanel.tsx, HotseatCover.tsx). */
export const hotseat = {
  'hotseat.title': 'On this device',
  'hotseat.note': 'Several people can play from this screen. When the device passes, a cover hides the last seat’s hand until the next player {press, select, tap {taps} other {clicks}}.',
  'hotseat.add': 'Add a player on this device',
  'hotseat.name': 'Their name',
  'hotseat.seat': 'Seat them',
  'hotseat.cancel': 'Cancel',
  'hotseat.noSeat': 'Every seat is taken.',
  'hotseat.lost': 'The connection of that seat was lost. Try again.',
  'hotseat.passTo': 'Pass to {name}',
  'hotseat.waits': '{name}’s turn',
  'hotseat.cover.title': 'Pass the device to {name}',
  'hotseat.cover.note': 'Only {name} should look now.',
  'hotseat.cover.take': '{name}: {press, select, tap {tap} other {click}} when ready',
  'hotseat.cover.keys': 'or press Enter',
} as const;
