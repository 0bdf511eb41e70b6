/** The replay API (wire/protocol.ts `REPLAY`): the timeline and frames, fetched once each. */
import { type HttpError } from '../../wire/protocol.ts';
import { replayPath, type ReplayFrame, type ReplayTimeline, type ReplayViewKind } from '../../wire/replay-protocol.ts';
import { say } from '../words/say.ts';
import { bodyText } from '../net/refusal.ts';

/** A refused request with the server's own sentence. */
export class ReplayRequestError extends Error {
  constructor(readonly status: number, readonly code: string, message: string) {
    super(message);
  }
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { headers: { Accept: 'application/json' } });
  const body = (await res.json().catch(() => null)) as unknown;
  if (!res.ok) {
    const err = body as Partial<HttpError> | null;
    throw new ReplayRequestError(res.status, err?.error ?? 'http/unknown', bodyText(err) ?? say('replay.serverAnswered', { status: String(res.status) }));
  }
  return body as T;
}

export function fetchTimeline(code: string): Promise<ReplayTimeline> {
  return getJson<ReplayTimeline>(replayPath(code));
}

/** Frames already asked for: seeking back and forth asks the server once per version and view. */
export class FrameCache {
  private readonly frames = new Map<string, Promise<ReplayFrame>>();

  constructor(private readonly code: string, private readonly keep = 80) {}

  get(version: number, view: ReplayViewKind): Promise<ReplayFrame> {
    const key = `${view}:${version}`;
    let frame = this.frames.get(key);
    if (frame) {
      this.frames.delete(key); // re-inserted: the map stays in order of last use
    } else {
      frame = getJson<ReplayFrame>(replayPath(this.code, version, view));
      frame.catch(() => this.frames.delete(key));
    }
    this.frames.set(key, frame);
    for (const old of this.frames.keys()) {
      if (this.frames.size <= this.keep) break;
      this.frames.delete(old);
    }
    return frame;
  }
}
