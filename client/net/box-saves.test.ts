import { afterEach, describe, expect, it, vi } from 'vitest';
import { C2S, S2C, type BoxSaved } from '../../wire/protocol.ts';
import { boxSaves, boxSavesStore, SAVE_WAIT_MS, type SavingRoom } from './box-saves.ts';
import { refusalText } from './box-api.ts';
import { tableStore } from './store.ts';

/** A room that records what is sent and delivers what the server would answer. */
function fakeRoom(): SavingRoom & { sent: Array<[string, unknown]>; answer(msg: BoxSaved): void } {
  let handler: ((m: BoxSaved) => void) | null = null;
  const sent: Array<[string, unknown]> = [];
  return {
    sent,
    send: (type, message) => sent.push([type, message]),
    onMessage: (type, h) => {
      if (type === S2C.boxSaved) handler = h;
    },
    answer: (msg) => handler?.(msg),
  };
}

const listing = { id: 'abcdefghijklmnopqrstuv', name: 'Colour game', pieces: 12, bytes: 2048, createdAt: 1 };
const connected = () => true;

afterEach(() => {
  boxSaves.detach();
  vi.useRealTimers();
});

describe('saving the table as a box', () => {
  it('sends the name with a ref and holds the box the server kept for that ref', () => {
    const room = fakeRoom();
    boxSaves.attach(room);
    expect(boxSaves.save('  Colour game ', connected)).toBe(true);
    const [type, msg] = room.sent[0]!;
    expect(type).toBe(C2S.saveBox);
    const ref = (msg as { ref: string }).ref;
    expect(msg).toEqual({ name: 'Colour game', ref });
    expect(boxSavesStore.getState().pending).toEqual({ ref, name: 'Colour game' });

    room.answer({ ...listing, ref: 'someone-else' });
    expect(boxSavesStore.getState().saved).toBeNull();
    room.answer({ ...listing, ref });
    expect(boxSavesStore.getState()).toMatchObject({ pending: null, saved: { id: listing.id, name: 'Colour game' }, error: null });
  });

  it('ends the wait with the server\'s sentence when it refuses that save', () => {
    boxSaves.attach(fakeRoom());
    boxSaves.save('Mine', connected);
    const ref = boxSavesStore.getState().pending!.ref;
    tableStore.setState({ rejection: { code: 'room/not-host', message: 'Only the host may change the box.', ref: 'other', at: 1 } });
    expect(boxSavesStore.getState().pending).not.toBeNull();
    tableStore.setState({ rejection: { code: 'room/not-host', message: 'Only the host may change the box.', ref, at: 2 } });
    expect(boxSavesStore.getState()).toMatchObject({ pending: null, saved: null, error: 'Only the host may change the box.' });
  });

  it('says so when the server does not answer in time', () => {
    vi.useFakeTimers();
    boxSaves.attach(fakeRoom());
    boxSaves.save('Mine', connected);
    vi.advanceTimersByTime(SAVE_WAIT_MS + 1);
    expect(boxSavesStore.getState()).toMatchObject({ pending: null, error: 'The server did not answer: try saving again.' });
  });

  it('sends nothing without a name or a connection, and forgets a save on leaving the table', () => {
    const room = fakeRoom();
    boxSaves.attach(room);
    expect(boxSaves.save('   ', connected)).toBe(false);
    expect(boxSavesStore.getState().error).toBe('Give the box a name.');
    expect(boxSaves.save('Mine', () => false)).toBe(false);
    expect(room.sent).toEqual([]);
    boxSaves.save('Mine', connected);
    boxSaves.detach();
    expect(boxSavesStore.getState()).toEqual({ pending: null, saved: null, error: null });
    expect(boxSaves.save('Mine', connected)).toBe(false);
  });
});

describe('a refused upload in words', () => {
  it('gives the server\'s sentence, else one for the status', () => {
    expect(refusalText(422, { error: 'http/bad-box', message: 'This is not a Woodland Table box: it has no box.json.' })).toBe('This is not a Woodland Table box: it has no box.json.');
    expect(refusalText(413, null)).toBe('That file is too large for this server.');
    expect(refusalText(0, null)).toMatch(/did not answer/);
    expect(refusalText(500, 'oops')).toBe('The server refused it (HTTP 500).');
  });
});
