/** Words of the 3D scene's own controls. */
export const scene = {
  'scene.topDown.title': 'Top-down view (T)',
  'scene.topDown.on': 'Table view',
  'scene.topDown.off': 'Top view',
  'scene.topDown.key': 'T',
} as const;
