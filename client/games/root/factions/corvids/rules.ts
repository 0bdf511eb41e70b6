/** The Corvid Conspiracy's part of Root's rules reference, in plain words (seed 004, 13.x): its parts and terms by key, worded from Root's catalogue (words/en-corvids.ts). */
import { factionRules } from '../../worded.ts';
import type { FactionClient } from '../types.ts';

export const corvidsRules: FactionClient['rules'] = factionRules('root.corvids', [
  { id: 'cc', paragraphs: 4, cites: ['13', '13.1', '13.2', '13.7'], codes: ['plot', 'exposure', 'bomb', 'extortion', 'raid', 'CC/bad-action', 'CC/wrong-step', 'CC/not-in-hand', 'CC/exposure-card', 'CC/exposure-closed', 'CC/exposure-pieces', 'CC/exposure-plot'] },
  { id: 'cc-setup', paragraphs: 1, cites: ['13.3'], codes: ['CC/setup'] },
  { id: 'cc-birdsong', paragraphs: 1, cites: ['13.4'], codes: ['CC/flip', 'CC/flip-warriors', 'CC/recruit-card', 'CC/recruited'] },
  { id: 'cc-daylight', paragraphs: 1, cites: ['13.5'], codes: ['trick', 'CC/plot-place', 'CC/plot-supply', 'CC/plot-taken', 'CC/plot-warriors', 'CC/trick', 'CC/trick-facing'] },
  { id: 'cc-evening', paragraphs: 1, cites: ['13.6'], codes: ['exert'] },
], [
  { key: 'plot', section: 'cc' },
  { key: 'exposure', section: 'cc' },
  { key: 'trick', section: 'cc-daylight' },
  { key: 'exert', section: 'cc-evening' },
  { key: 'scatter', section: 'cc-setup' },
]);
