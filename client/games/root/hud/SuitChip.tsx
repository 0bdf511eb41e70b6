/** A suit as a coloured chip ("3 fox"); `any` is a crafting icon that takes any suit. */
export function SuitChip({ suit, n }: { suit: string; n?: number }) {
  return (
    <span className={`rt-suit ${suit}`} title={suit}>
      {n !== undefined ? `${n} ` : ''}{suit}
    </span>
  );
}
