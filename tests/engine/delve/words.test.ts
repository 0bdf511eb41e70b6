/**
 * Delve's words are its content's: each name in the English catalogue (name-words.en.ts) is
 * the content's own name for that id, and every id of the content has its name there — so
 * the phrases, the log and the painted cards name things as the content does.
 */
import { describe, expect, it } from 'vitest';
import { CONTENT } from '../../../engine/games/delve/content/index.ts';
import { delveNameWords } from '../../../engine/games/delve/name-words.en.ts';

const names = delveNameWords as Readonly<Record<string, string>>;

describe('content names in the catalogue', () => {
  it('every character, role, card, item, monster kind, monster card, room and the scenario has its content name as its English', () => {
    const expected: Record<string, string> = {};
    for (const c of Object.values(CONTENT.characters)) {
      expected[`delve.name.character.${c.id}`] = c.name;
      expected[`delve.name.role.${c.id}`] = c.role;
    }
    for (const c of Object.values(CONTENT.cards)) expected[`delve.name.card.${c.id}`] = c.name;
    for (const i of Object.values(CONTENT.items)) expected[`delve.name.item.${i.id}`] = i.name;
    for (const k of Object.values(CONTENT.kinds)) expected[`delve.name.monster.${k.id}`] = k.name;
    for (const c of Object.values(CONTENT.monsterCards)) expected[`delve.name.monsterCard.${c.id}`] = c.name;
    CONTENT.scenario.rooms.forEach((r, i) => { expected[`delve.name.room.${i}`] = r.name; });
    expected[`delve.name.scenario.${CONTENT.scenario.id}`] = CONTENT.scenario.name;
    expected['delve.name.numbered'] = names['delve.name.numbered']!;
    expect(names).toEqual(expected);
  });
});
