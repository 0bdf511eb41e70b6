/** The Queenless Legion's part of Root's rules reference, in plain words (seed 001, QL.1–QL.6): its parts and terms by key, worded from Root's catalogue (words/en-legion.ts). */
import { factionRules } from '../../worded.ts';
import type { FactionClient } from '../types.ts';

export const legionRules: FactionClient['rules'] = factionRules('root.legion', [
  { id: 'ql', paragraphs: 2, cites: ['QL', 'QL.1', 'QL.2'], codes: ['campaign', 'QL/bad-action', 'QL/wrong-step', 'QL/not-in-hand', 'QL/not-campaign'] },
  { id: 'ql-setup', paragraphs: 1, cites: ['QL.3'], codes: ['QL/setup', 'QL/setup-corner', 'QL/setup-adjacent', 'QL/setup-campaign'] },
  { id: 'ql-birdsong', paragraphs: 3, cites: ['QL.4'], codes: ['drop', 'QL/bootstrap', 'QL/drop', 'QL/drop-card', 'QL/campaign-suit'] },
  { id: 'ql-daylight', paragraphs: 1, cites: ['QL.5'], codes: ['colonize', 'QL/attack-clearing', 'QL/must-attack', 'QL/colonize-place', 'QL/colonize-warriors', 'QL/colonized', 'QL/no-colony'] },
  { id: 'ql-evening', paragraphs: 1, cites: ['QL.6'], codes: ['spoils', 'QL/keep'] },
], [
  { key: 'campaign-card', section: 'ql' },
  { key: 'campaign-suit', section: 'ql-birdsong' },
  { key: 'spoils', section: 'ql' },
  { key: 'supply-drop', section: 'ql-birdsong' },
  { key: 'change-of-tactics', section: 'ql-birdsong' },
  { key: 'bootstraps', section: 'ql-birdsong' },
  { key: 'invade', section: 'ql-daylight' },
  { key: 'colonize', section: 'ql-daylight' },
  { key: 'deescalate', section: 'ql-daylight' },
  { key: 'colonies', section: 'ql' },
]);
