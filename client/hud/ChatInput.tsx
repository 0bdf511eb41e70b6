import { useState, type FormEvent } from 'react';
import { sendChat } from '../net/connection.ts';
import { useTable } from '../net/store.ts';
import { useSay } from '../words/say.ts';

/** One-line chat box under the log (spectators may chat too). */
export function ChatInput() {
  const say = useSay();
  const [text, setText] = useState('');
  const connected = useTable((s) => s.status === 'connected');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (sendChat(text)) setText('');
  };
  return (
    <form className="chat-input" onSubmit={submit}>
      <input
        data-testid="chat-input"
        value={text}
        maxLength={500}
        placeholder={connected ? say('hud.chat.placeholder') : say('hud.chat.offline')}
        disabled={!connected}
        aria-label={say('hud.chat.label')}
        // Keys typed here are chat, not table hotkeys.
        onKeyDown={(e) => e.stopPropagation()}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" disabled={!connected || text.trim() === ''}>{say('hud.chat.send')}</button>
    </form>
  );
}
