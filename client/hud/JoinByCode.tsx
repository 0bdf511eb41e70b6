import { useState, type FormEvent } from 'react';
import { navigate } from '../net/route.ts';
import { normalizeCode, tablePath } from '../net/paths.ts';
import { useSay } from '../words/say.ts';

/** Type (or paste) a code or share link; sit down or just watch. */
export function JoinByCode() {
  const say = useSay();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const go = (watch: boolean) => {
    const code = normalizeCode(text);
    if (!code) {
      setError(say('hud.join.badCode'));
      return;
    }
    navigate(tablePath(code, watch));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go(false);
  };

  return (
    <form className="panel join" onSubmit={submit}>
      <h2>{say('hud.join.title')}</h2>
      <label className="field">
        <span>{say('hud.join.code')}</span>
        <input
          data-testid="join-code"
          value={text}
          placeholder={say('hud.join.codeExample')}
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
        />
      </label>
      <div className="row">
        <button type="submit" className="primary" data-testid="join-table">{say('hud.join.join')}</button>
        <button type="button" data-testid="watch-table" onClick={() => go(true)}>{say('hud.join.watch')}</button>
      </div>
      {error && <p className="form-error" role="alert">{error}</p>}
    </form>
  );
}
