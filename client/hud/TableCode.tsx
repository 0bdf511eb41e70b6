import { useEffect, useState } from 'react';
import { useTable } from '../net/store.ts';
import { shareLink } from '../net/paths.ts';
import { say as sayNow, useSay } from '../words/say.ts';

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard access (plain http on a LAN address): let the player copy it by hand.
    window.prompt(sayNow('hud.code.prompt'), text);
    return false;
  }
}

/** The table code; a click copies the share link. */
export function TableCode() {
  const say = useSay();
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
      title={say('hud.code.title')}
      onClick={() => void copy(shareLink(window.location.origin, code)).then(setCopied)}
    >
      <span className="code">{code}</span>
      <span className="hint">{copied ? say('hud.code.copied') : say('hud.code.copy')}</span>
    </button>
  );
}
