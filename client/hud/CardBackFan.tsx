/** Most backs drawn in a small fan; the count says the rest. */
const MAX_BACKS = 6;

/** Another player's hand as everyone may see it: card backs and a count. */
export function CardBackFan({ count }: { count: number }) {
  if (count <= 0) return <span className="card-backs empty" title="No cards in hand">—</span>;
  const shown = Math.min(count, MAX_BACKS);
  const mid = (shown - 1) / 2;
  return (
    <span className="card-backs" title={`${count} in hand`} aria-label={`${count} in hand`}>
      <span className="backs" aria-hidden="true">
        {Array.from({ length: shown }, (_, i) => (
          <span key={i} className="card-back" style={{ transform: `translateX(${(i - mid) * 5}px) rotate(${(i - mid) * 8}deg)` }} />
        ))}
      </span>
      <span className="count">{count}</span>
    </span>
  );
}
