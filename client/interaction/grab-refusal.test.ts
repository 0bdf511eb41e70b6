import { describe, expect, it } from 'vitest';
import type { Projection } from '../../engine/core/match.ts';
import type { TablePiece } from '../../engine/core/projection.ts';
import { grabRefusal } from './grab-refusal.ts';

function piece(kind: TablePiece['kind'], extra: Partial<TablePiece> = {}): TablePiece {
  return { id: 'p', kind, model: kind, x: 0, z: 0, y: 0, rot: 0, faceUp: true, draggable: false, ...extra };
}

function projection(prompts: number, status: Projection['status'] = { over: false }): Projection {
  const offered = Array.from({ length: prompts }, (_, i) => ({ key: `k${i}`, label: 'x', actions: [{}] }));
  return { gameId: 'g', version: 3, viewer: 0, view: {}, table: { pieces: {}, hands: {} }, prompts: offered, status, log: [] } as unknown as Projection;
}

const names = ['Ana', 'Bo'];

describe('issue 16 defect 12: why a dragged piece does not move', () => {
  it('a spectator is watching', () => {
    expect(grabRefusal(piece('meeple'), projection(0), 'spectator', names)).toMatch(/You are watching/);
  });

  it('another player\'s piece is theirs, named', () => {
    expect(grabRefusal(piece('meeple', { owner: 1 }), projection(2), 0, names)).toBe("That piece is Bo's, not yours.");
    expect(grabRefusal(piece('meeple', { owner: 3 }), projection(2), 0, names)).toBe('That piece is not yours.');
  });

  it('with nothing offered it is not your turn, with whose turn it is in names', () => {
    const p = projection(0, { over: false, headline: "Seat 2's turn: move" });
    expect(grabRefusal(piece('meeple', { owner: 0 }), p, 0, names)).toBe("Not your turn — Bo's turn: move");
    expect(grabRefusal(piece('token'), projection(0), 0, names)).toBe('Not your turn.');
  });

  it('on your turn a drag before choosing an action says what to choose first, by the choices offered', () => {
    expect(grabRefusal(piece('token', { owner: 0 }), projection(1), 0, names)).toBe('Nothing moves that piece yet — choose what to do first: x.');
    const p = projection(0);
    const offered = ['Move', 'Battle', 'Battle', 'Recruit', 'Build'].map((label, i) => ({ key: `k${i}`, label, actions: [{}] }));
    expect(grabRefusal(piece('meeple', { owner: 0 }), { ...p, prompts: offered } as Projection, 0, names))
      .toBe('Nothing moves that piece yet — choose what to do first: Move, Battle, Recruit…');
    // Prompts with nothing to take leave the plain answer.
    expect(grabRefusal(piece('meeple', { owner: 0 }), { ...p, prompts: [{ key: 'w', label: 'Wait', actions: [] }] } as unknown as Projection, 0, names))
      .toBe('Nothing to do with that piece now.');
  });

  it('the choices a drag names are short: each prompt by its name before a colon, as its button reads', () => {
    const p = projection(0);
    const offered = ['Mission: up to two moves (3 of 3 left)', 'Swarm: spend a card for 2 warriors', 'Crusade: move, then battle a Heretic there', 'End your actions.']
      .map((label, i) => ({ key: `k${i}`, label, actions: [{}] }));
    expect(grabRefusal(piece('meeple', { owner: 0 }), { ...p, prompts: offered } as Projection, 0, names))
      .toBe('Nothing moves that piece yet — choose what to do first: Mission, Swarm, Crusade…');
    expect(grabRefusal(piece('meeple', { owner: 0 }), { ...p, prompts: offered.slice(3) } as Projection, 0, names))
      .toBe('Nothing moves that piece yet — choose what to do first: End your actions.');
  });

  it('the game being over says so', () => {
    expect(grabRefusal(piece('token'), projection(0, { over: true }), 0, names)).toMatch(/game is over/);
  });

  it('the board and placed map tiles are where the camera turns from: no note', () => {
    expect(grabRefusal(piece('board'), projection(0), 'spectator', names)).toBeNull();
    expect(grabRefusal(piece('tile'), projection(0), 0, names)).toBeNull();
    expect(grabRefusal(piece('tile', { draggable: true }), projection(0), 'spectator', names)).not.toBeNull();
  });
});
