/** The Honeycomb Clergy's part of Root's rules reference, in plain words (seed 001, HCC.1–HCC.6): its parts and terms by key, worded from Root's catalogue (words/en-clergy.ts). */
import { factionRules } from '../../worded.ts';
import type { FactionClient } from '../types.ts';

export const clergyRules: FactionClient['rules'] = factionRules('root.clergy', [
  { id: 'hcc', paragraphs: 2, cites: ['HCC', 'HCC.1', 'HCC.2'], codes: ['flower', 'penitence', 'HCC/mercy', 'HCC/poke', 'HCC/bad-action', 'HCC/wrong-step', 'HCC/bad-flower-spot', 'HCC/place-flower', 'HCC/bag-empty', 'HCC/not-in-hand'] },
  { id: 'hcc-setup', paragraphs: 1, cites: ['HCC.3'], codes: ['HCC/setup', 'HCC/setup-cathedral', 'HCC/setup-warriors'] },
  { id: 'hcc-birdsong', paragraphs: 3, cites: ['HCC.4'], codes: ['indulgence', 'HCC/intervene', 'HCC/bloom', 'HCC/bloom-needs-bird'] },
  { id: 'hcc-daylight', paragraphs: 2, cites: ['HCC.5'], codes: ['offer', 'replant', 'HCC/no-actions', 'HCC/finish-action', 'HCC/card-suit', 'HCC/no-move', 'HCC/no-place', 'HCC/no-warriors', 'HCC/crusade-clearing', 'HCC/replant-bag', 'HCC/replant-flower', 'HCC/replant-place', 'HCC/replant-warrior', 'HCC/build-flowers', 'HCC/has-cathedral', 'HCC/no-cathedral', 'HCC/no-cathedral-left', 'HCC/no-slot', 'HCC/colony', 'HCC/score'] },
  { id: 'hcc-evening', paragraphs: 2, cites: ['HCC.6'], codes: ['repent', 'HCC/repent', 'HCC/repent-card'] },
], [
  { key: 'bloom', section: 'hcc-birdsong' },
  { key: 'divine-intervention', section: 'hcc-birdsong' },
  { key: 'indulgence', section: 'hcc-birdsong' },
  { key: 'penitence', section: 'hcc' },
  { key: 'penitent', section: 'hcc' },
  { key: 'heretic', section: 'hcc' },
  { key: 'mercy', section: 'hcc' },
  { key: 'repent', section: 'hcc-evening' },
  { key: 'pollinate', section: 'hcc-evening' },
  { key: 'mission', section: 'hcc-daylight' },
  { key: 'swarm', section: 'hcc-daylight' },
  { key: 'crusade', section: 'hcc-daylight' },
  { key: 'replant', section: 'hcc-daylight' },
  { key: 'offer', section: 'hcc-daylight' },
  { key: 'poke-the-hive', section: 'hcc' },
  { key: 'blind-bag', section: 'hcc' },
]);
