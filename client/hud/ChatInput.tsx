import { useState, type FormEvent } from 'react';
import { sendChat } from '../net/connection.ts';
import { useTable } from '../net/store.ts';

/** One-line chat box under the log (spectators may chat too). */
export function ChatInput() {
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
        placeholder={connected ? 'Say something…' : 'Offline'}
        disabled={!connected}
        aria-label="Chat message"
        // Keys typed here are chat, not table hotkeys.
        onKeyDown={(e) => e.stopPropagation()}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" disabled={!connected || text.trim() === ''}>Send</button>
    </form>
  );
}
