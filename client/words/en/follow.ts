/** Words of watching through a player's eyes: the spectator's camera choice and the streamer kit's follow links. */
export const follow = {
  'follow.camera': 'Camera',
  'follow.title': 'Watch through your own camera, the director camera, or a player\'s camera as they move it (their hand stays hidden).',
  'follow.own': 'Own camera',
  'follow.director': 'Director camera',
  'follow.seat': 'Follow {name}',
  'follow.tookBack': 'Back to your own camera',
  'follow.kit.heading': 'Through a player\'s camera',
  'follow.kit.link': 'Broadcast page through {name}\'s camera',
} as const;
