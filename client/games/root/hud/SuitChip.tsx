import { useSay } from '../../../words/say.ts';

const SUITS = new Set(['fox', 'rabbit', 'mouse', 'bird', 'any']);

/** A suit as a coloured chip ("3 fox") in the reader's words; `any` is a crafting icon that takes any suit. */
export function SuitChip({ suit, n }: { suit: string; n?: number }) {
  const say = useSay();
  const name = SUITS.has(suit) ? say(`root.suit.${suit}`) : suit;
  return (
    <span className={`rt-suit ${suit}`} title={name}>
      {n !== undefined ? `${n} ` : ''}{name}
    </span>
  );
}
