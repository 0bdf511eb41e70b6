/**
 * A spectator's camera (client/scene/follow.ts): their own, the director's, or a seated
 * player's as that player moves it; and the note that a touch took the camera back.
 */
import { useEffect, useState } from 'react';
import { useTable } from '../net/store.ts';
import { useSay } from '../words/say.ts';
import { chooseCamera, choiceOf, choiceValue, TOOK_BACK_NOTE_MS, useFollow } from '../scene/follow.ts';
import './camera-choice.css';

function TookBackNote() {
  const say = useSay();
  const at = useFollow((s) => s.tookBack);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (at === null) return setShown(false);
    setShown(true);
    const timer = setTimeout(() => setShown(false), Math.max(0, at + TOOK_BACK_NOTE_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [at]);
  if (!shown) return null;
  return <span className="pill camera-took-back" role="status" data-testid="camera-took-back">{say('follow.tookBack')}</span>;
}

export function CameraChoice() {
  const say = useSay();
  const spectator = useTable((s) => s.seat === 'spectator');
  const seats = useTable((s) => s.seats);
  const choice = useFollow((s) => s.choice);
  if (!spectator) return null;
  const players = seats.filter((s) => s.occupied && !s.bot);
  // A followed player who left: the choice shows the viewer's own camera until they pick again.
  const value = choice.kind === 'seat' && !players.some((s) => s.seat === choice.seat) ? 'own' : choiceValue(choice);
  return (
    <>
      <label className="camera-choice" title={say('follow.title')}>
        <span className="wide-label">{say('follow.camera')}</span>
        {/* On a phone a camera takes the word's place (the select keeps its name for screen readers). */}
        <svg className="narrow-label" aria-hidden="true" viewBox="0 0 24 16" width="22" height="15">
          <rect x="1" y="3" width="15" height="11" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M16 7l7-4v11l-7-4z" fill="currentColor" />
        </svg>
        <select value={value} aria-label={say('follow.camera')} data-testid="camera-choice" onChange={(e) => chooseCamera(choiceOf(e.target.value))}>
          <option value="own">{say('follow.own')}</option>
          <option value="director">{say('follow.director')}</option>
          {players.map((s) => <option key={s.seat} value={choiceValue({ kind: 'seat', seat: s.seat })}>{say('follow.seat', { name: s.name })}</option>)}
        </select>
      </label>
      <TookBackNote />
    </>
  );
}
