import { useState, type FormEvent } from 'react';
import { navigate } from '../net/route.ts';
import { normalizeCode, tablePath } from '../net/paths.ts';

/** Type (or paste) a code or share link; sit down or just watch. */
export function JoinByCode() {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const go = (watch: boolean) => {
    const code = normalizeCode(text);
    if (!code) {
      setError('A table code has 6 letters and digits, like K7QX2M.');
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
      <h2>Join a table</h2>
      <label className="field">
        <span>Table code</span>
        <input
          data-testid="join-code"
          value={text}
          placeholder="K7QX2M"
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
        />
      </label>
      <div className="row">
        <button type="submit" className="primary" data-testid="join-table">Join</button>
        <button type="button" data-testid="watch-table" onClick={() => go(true)}>Watch</button>
      </div>
      {error && <p className="form-error" role="alert">{error}</p>}
    </form>
  );
}
