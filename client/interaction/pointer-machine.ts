/**
 * The pointer state machine: idle → pointing → dragging → dropping → idle, and idle →
 * boxing → idle for a selection box. It turns pointer events on pieces into selections,
 * drag previews and intents, through a `PointerCtx` so it stays pure and testable without
 * a canvas.
 */
import type { PointerCtx, PointerEvt, PointerMemory, PointerState } from './pointer-types.ts';
import { idle } from './pointer-idle.ts';
import { pointing } from './pointer-pointing.ts';
import { dragging } from './pointer-dragging.ts';
import { dropping } from './pointer-dropping.ts';
import { boxing } from './pointer-box.ts';

export class PointerMachine {
  state: PointerState = { name: 'idle' };
  readonly mem: PointerMemory = { lastClick: null };

  private readonly ctx: PointerCtx;

  constructor(ctx: PointerCtx) {
    this.ctx = ctx;
  }

  handle(evt: PointerEvt): PointerState {
    const s = this.state;
    switch (s.name) {
      case 'idle':
        this.state = idle(s, evt, this.ctx, this.mem);
        break;
      case 'pointing':
        this.state = pointing(s, evt, this.ctx, this.mem);
        break;
      case 'dragging':
        this.state = dragging(s, evt, this.ctx, this.mem);
        break;
      case 'dropping':
        this.state = dropping(s, evt, this.ctx, this.mem);
        break;
      case 'boxing':
        this.state = boxing(s, evt, this.ctx, this.mem);
        break;
    }
    return this.state;
  }
}
