/** Every other client's cursor and drag, one `RemoteCursor` per session. */
import { useShallow } from 'zustand/react/shallow';
import { useTable } from '../net/store.ts';
import { RemoteCursor } from './RemoteCursor.tsx';

export function RemotePresence() {
  const sessions = useTable(useShallow((s) => Object.keys(s.presence)));
  return (
    <>
      {sessions.map((id) => (
        <RemoteCursor key={id} sessionId={id} />
      ))}
    </>
  );
}
