/**
 * The free table has no rules of its own: its reference says what the table does with the
 * pieces, and explains each of its log lines and refusals. Its words are read from the
 * catalogue each time the reference is read (words/en-rules.ts), in the reader's language.
 */
import type { RulesReference, RulesSection } from '../../kit/types.ts';
import { say } from '../../words/say.ts';

/** Each part: its anchor (and key, `sandbox.rules.<id>.…`), how many paragraphs it has, the codes it explains. */
const PARTS: ReadonlyArray<{ id: string; paragraphs: number; codes: readonly string[] }> = [
  { id: 'pieces', paragraphs: 1, codes: ['move', 'rotate', 'flip', 'sandbox/no-piece', 'sandbox/off-table', 'sandbox/bad-position', 'sandbox/cannot-flip', 'sandbox/not-found'] },
  {
    id: 'cards',
    paragraphs: 1,
    codes: [
      'draw', 'deal', 'dealt', 'shuffle', 'peek', 'search', 'play', 'take', 'toDeck',
      'sandbox/not-a-deck', 'sandbox/deck-empty', 'sandbox/not-enough-cards', 'sandbox/not-a-card', 'sandbox/not-in-hand', 'sandbox/cannot-take', 'sandbox/no-seat',
    ],
  },
  { id: 'bags', paragraphs: 1, codes: ['bagDraw', 'bagSearch', 'bagReturn', 'sandbox/not-a-bag', 'sandbox/bag-empty', 'sandbox/none-of-kind', 'sandbox/not-a-token'] },
  { id: 'dice', paragraphs: 1, codes: ['roll', 'sandbox/not-a-die', 'sandbox/duplicate-die'] },
  {
    id: 'box',
    paragraphs: 5,
    codes: [
      'add', 'remove', 'lock', 'count', 'moveGroup',
      'sandbox/already', 'sandbox/locked', 'sandbox/not-a-counter', 'sandbox/counter-limit', 'sandbox/table-full', 'sandbox/bad-die', 'sandbox/duplicate-piece', 'sandbox/bad-layout',
    ],
  },
  { id: 'end', paragraphs: 1, codes: ['end', 'sandbox/ended', 'sandbox/bad-action', 'sandbox/bad-options'] },
];

/** The parts as last worded, and the intro they were worded with (it changes with the language, and when the words arrive). */
let worded: { intro: string; sections: RulesSection[] } | null = null;

/** The free table's rules reference, worded when read (the parts again only when the words changed: each log line looks its part up). */
export const sandboxRules: RulesReference = {
  get title(): string {
    return say('sandbox.rules.title');
  },
  get intro(): string {
    return say('sandbox.rules.intro');
  },
  get sections(): RulesSection[] {
    const intro = say('sandbox.rules.intro');
    if (worded?.intro !== intro) {
      worded = {
        intro,
        sections: PARTS.map((p) => ({
          id: p.id,
          title: say(`sandbox.rules.${p.id}.title`),
          text: Array.from({ length: p.paragraphs }, (_, i) => say(`sandbox.rules.${p.id}.${i + 1}`)),
          codes: p.codes,
        })),
      };
    }
    return worded.sections;
  },
};
