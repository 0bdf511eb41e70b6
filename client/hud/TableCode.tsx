import { useEffect, useState } from 'react';
import { useTable } from '../net/store.ts';
import { shareLink } from '../net/paths.ts';

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard access (plain http on a LAN address): let the player copy it by hand.
    window.prompt('Copy this link and send it to your friends:', text);
    return false;
  }
}

/** The table code; a click copies the share link. */
export function TableCode() {
  const code = useTable((s) => s.code);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), 1_500);
    return () => clearTimeout(t);
  }, [copied]);
  if (!code) return null;
  return (
    <button
      type="button"
      className={copied ? 'table-code copied' : 'table-code'}
      data-testid="table-code"
      title="Copy the link to this table"
      onClick={() => void copy(shareLink(window.location.origin, code)).then(setCopied)}
    >
      <span className="code">{code}</span>
      <span className="hint">{copied ? 'Link copied!' : 'Copy link'}</span>
    </button>
  );
}
