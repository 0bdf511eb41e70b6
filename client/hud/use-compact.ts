import { useEffect, useState } from 'react';
import { COMPACT_QUERY } from './compact.ts';

/** Whether the HUD is compact now (a phone, a tablet held upright); follows rotation and resizing. */
export function useCompact(): boolean {
  const query = typeof window !== 'undefined' ? window.matchMedia?.(COMPACT_QUERY) : undefined;
  const [compact, setCompact] = useState(() => query?.matches === true);
  useEffect(() => {
    if (!query) return;
    const update = () => setCompact(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [query?.media]);
  return compact;
}
