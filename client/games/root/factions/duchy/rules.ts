/** The Underground Duchy's part of Root's rules reference, in plain words (seed 004, 12.x): its parts and terms by key, worded from Root's catalogue (words/en-duchy.ts). */
import { factionRules } from '../../worded.ts';
import type { FactionClient } from '../types.ts';

export const duchyRules: FactionClient['rules'] = factionRules('root.duchy', [
  { id: 'ud', paragraphs: 2, cites: ['12', '12.1', '12.2'], codes: ['tunnel', 'price', 'UD/bad-action', 'UD/wrong-step', 'UD/not-in-hand', 'UD/price'] },
  { id: 'ud-setup', paragraphs: 1, cites: ['12.3'], codes: ['UD/setup', 'UD/setup-corner'] },
  { id: 'ud-birdsong', paragraphs: 1, cites: ['12.4'] },
  { id: 'ud-daylight', paragraphs: 2, cites: ['12.5', '12.5.1', '12.5.2'], codes: ['minister', 'UD/no-actions', 'UD/build', 'UD/recruit', 'UD/dig', 'UD/dig-move', 'UD/minister', 'UD/minister-idle', 'UD/foremole', 'UD/bank', 'UD/orders'] },
  { id: 'ud-sway', paragraphs: 1, cites: ['12.5.3'], codes: ['sway', 'UD/sway-cards', 'UD/sway-match', 'UD/swayed', 'UD/no-crown'] },
  { id: 'ud-evening', paragraphs: 1, cites: ['12.6'] },
], [
  { key: 'burrow', section: 'ud' },
  { key: 'tunnel', section: 'ud' },
  { key: 'ministers', section: 'ud-daylight' },
  { key: 'sway', section: 'ud-sway' },
  { key: 'price-of-failure', section: 'ud' },
  { key: 'assembly', section: 'ud-daylight' },
  { key: 'parliament', section: 'ud-daylight' },
]);
