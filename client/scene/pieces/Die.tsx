/**
 * A die: its GLB's instances tinted with the piece's colour, face labels printed from the shared dice
 * geometry (pips on a plain d6, the piece's labels otherwise), resting with its current
 * value on the reading face. A new value tumbles it there in a short hop — unless the
 * server sent the physical throw: then the die flies along the throw's keyframes (the same
 * for every viewer), prints its labels under the throw's label rotation, and rests at the
 * throw's final pose until the table moves it elsewhere.
 */
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { invalidate } from '@react-three/fiber';
import { Color, Quaternion, Vector3 } from 'three';
import type { TablePiece } from '../../../engine/core/projection.ts';
import { useShownColour } from '../use-seat-palette.ts';
import { dieGeometry } from '../../../assets/models/dice.ts';
import { useInstancing, useModelInstances, useModelParts } from '../instanced/InstancedTable.tsx';
import type { Entry } from '../instanced/batch.ts';
import { dieLabelBatch, type LabelCells } from '../instanced/die-label-batch.ts';
import { useLookSetup } from '../use-look.ts';
import { contrastInk } from '../textures.ts';
import { dieLabelStyle } from '../die-atlas.ts';
import { labelCells } from '../die-labels.ts';
import { dieKindOf, restHeight, restQuaternion } from '../die-pose.ts';
import { useGlow } from '../use-glow.ts';
import { PieceShell, usePieceMotion } from '../PieceMotion.tsx';
import type { PinFn } from '../motion-loop.ts';
import { Frame } from '../frame.ts';
import { diceStore, dropDieRoll, movedAway, registerDieBody, useDice } from '../../net/dice-store.ts';
import { uiStore } from '../../interaction/ui-store.ts';
import { isPlaying, labelMapKey, playbackMs, sampleTrack } from '../dice-playback.ts';

const DEFAULT_BODY = '#f4efe6';
const ROLL_SECONDS = 0.7;
const HOP = 1.1;
const spinQ = new Quaternion();
const sampleP = [0, 0, 0];
const sampleQ = [0, 0, 0, 1];

const ONE = new Vector3(1, 1, 1);

/** The die's body in its piece's frame: lifted to its rest height (or its throw's), turned to show a value. */
class Spin {
  readonly position = new Vector3();
  readonly quaternion = new Quaternion();
  readonly frame: Frame;

  constructor(parent: Frame) {
    this.frame = new Frame(parent);
  }

  /** Writes the pose into the frame. */
  commit(): void {
    this.frame.local.compose(this.position, this.quaternion, ONE);
    this.frame.changed();
  }
}

interface Tumble {
  from: Quaternion;
  to: Quaternion;
  axis: Vector3;
  t: number;
}

export function Die({ piece }: { piece: TablePiece }) {
  const kind = dieKindOf(piece);
  const { relief } = useLookSetup();
  const reg = useInstancing();
  const rest = restHeight(kind);
  const id = piece.id;
  const spinRef = useRef<Spin | null>(null);
  const tumble = useRef<Tumble>({ from: new Quaternion(), to: new Quaternion(), axis: new Vector3(1, 0, 0), t: 1 });

  // A throw from the server: the die flies its keyframes, then rests at the final pose.
  const pin: PinFn = (out) => {
    const g = spinRef.current;
    const e = diceStore.getState().dice[id];
    if (!g || !e || e.kind !== kind) return 'none';
    const ui = uiStore.getState();
    if (ui.drag && ui.drag.id === id) return 'none';
    const wall = performance.now() - e.receivedAt;
    const playing = e.track !== null && e.track.count > 0 && isPlaying(wall, e.durationMs, ui.diceSpeed);
    if (playing && e.track) {
      sampleTrack(e.track, e.frameRate, playbackMs(wall, e.durationMs, ui.diceSpeed), sampleP, sampleQ);
    } else {
      sampleP[0] = e.final.p[0]; sampleP[1] = e.final.p[1]; sampleP[2] = e.final.p[2];
      sampleQ[0] = e.final.q[0]; sampleQ[1] = e.final.q[1]; sampleQ[2] = e.final.q[2]; sampleQ[3] = e.final.q[3];
    }
    // Keyframes are in table coordinates (table top y = 0): the body stands at (x, 0, z).
    out.x = sampleP[0] ?? 0;
    out.y = 0;
    out.z = sampleP[2] ?? 0;
    g.position.set(0, sampleP[1] ?? rest, 0);
    g.quaternion.set(sampleQ[0] ?? 0, sampleQ[1] ?? 0, sampleQ[2] ?? 0, sampleQ[3] ?? 1);
    g.commit();
    tumble.current.t = 1;
    return playing ? 'moving' : 'rest';
  };

  // A new value with no throw behind it: a short hop and tumble onto the new face.
  const step = (dt: number): boolean => {
    const g = spinRef.current;
    const tb = tumble.current;
    if (!g || tb.t >= 1) return false;
    const thrownNow = diceStore.getState().dice[id];
    if (thrownNow && thrownNow.kind === kind) {
      tb.t = 1; // the server's throw drives this die
      return false;
    }
    tb.t = Math.min(1, tb.t + dt / ROLL_SECONDS);
    const e = 1 - (1 - tb.t) ** 3;
    g.quaternion.slerpQuaternions(tb.from, tb.to, e);
    g.quaternion.premultiply(spinQ.setFromAxisAngle(tb.axis, (1 - e) * Math.PI * 4));
    g.position.y = rest + Math.sin(Math.PI * tb.t) * HOP;
    g.commit();
    return true;
  };

  const model = useModelParts(kind);
  const moving = usePieceMotion(piece, { height: rest * 2, halfWidth: 0.5, flips: false, pin, step });
  spinRef.current ??= new Spin(moving.body);
  const spin = spinRef.current;
  const inst = useModelInstances(piece.id, model, 'plain', relief, spin.frame);
  const { selected, target } = useGlow(piece.id, piece.highlighted, inst);
  // A die in a seat's colour (Root's battle dice, the attacker's and the defender's) as the seat palette shows it.
  const body = useShownColour()(piece.color, piece.owner) ?? DEFAULT_BODY;
  const sides = dieGeometry(kind).sides;
  const labelsKey = (piece.die?.labels ?? []).join('\u0001');
  const thrown = useDice((s) => s.dice[piece.id]);
  const labelMap = thrown && thrown.kind === kind ? thrown.labelMap : null;
  const mapKey = labelMapKey(labelMap);
  const style = useMemo(() => dieLabelStyle(kind, sides, labelsKey ? labelsKey.split('\u0001') : []), [kind, sides, labelsKey]);
  const ink = contrastInk(body);
  const labelsDrawn = useRef<{ entry: Entry; cells: LabelCells } | null>(null);
  const value = piece.die?.value ?? null;
  const shown = useRef<number | null | undefined>(undefined);

  useEffect(() => {
    inst.color(body);
    invalidate();
  }, [inst, body]);

  // The printed labels: an instance in the batch of their style, following the body.
  useLayoutEffect(() => {
    const owner = reg.own(piece.id, spin.frame);
    const { batch, cells } = dieLabelBatch(reg, style);
    labelsDrawn.current = { entry: reg.add(owner, batch, null), cells };
    return () => {
      reg.release(owner);
      labelsDrawn.current = null;
      invalidate();
    };
  }, [reg, piece.id, spin, style]);

  // In the die's ink, and turned as its last throw turned them.
  useLayoutEffect(() => {
    const l = labelsDrawn.current;
    if (!l || l.entry.slot < 0) return;
    l.entry.batch.setColor(l.entry.slot, new Color(ink));
    l.entry.batch.setLayer(l.entry.slot, l.cells.rowOf(labelCells(kind, style.cols, style.cellOf, mapKey ? mapKey.split(',').map(Number) : null)));
    invalidate();
  }, [style, ink, kind, mapKey]);

  useLayoutEffect(() => {
    const g = spin;
    const goal = restQuaternion(kind, value);
    if (shown.current === undefined) {
      g.position.set(0, rest, 0);
      g.quaternion.copy(goal);
      g.commit();
    } else if (shown.current !== value) {
      const tb = tumble.current;
      tb.from.copy(g.quaternion);
      tb.to.copy(goal);
      tb.axis.set(Math.random() - 0.5, Math.random() * 0.3, Math.random() - 0.5).normalize();
      tb.t = 0;
      invalidate();
    }
    shown.current = value;
  }, [spin, kind, value, rest]);

  // A throw arrived (or was dropped): draw a frame.
  useEffect(() => invalidate(), [thrown]);

  // Moved elsewhere by the table: forget the throw, the usual layout applies again.
  useEffect(() => {
    if (thrown && movedAway(thrown, piece.x, piece.z)) dropDieRoll(piece.id);
  }, [thrown, piece.x, piece.z, piece.id]);

  // Back to the standard labels: the resting pose that shows the value with them.
  useLayoutEffect(() => {
    const g = spin;
    if (mapKey) return;
    g.quaternion.copy(restQuaternion(kind, value));
    g.position.set(0, rest, 0);
    g.commit();
    tumble.current.t = 1;
    invalidate();
    // Only on a change of label rotation; value changes tumble (effect above).
  }, [mapKey]);

  useEffect(() => registerDieBody(piece.id, spin.frame, kind), [piece.id, spin, kind]);

  return <PieceShell moving={moving} radius={rest * 1.6} selected={selected} target={target} />;
}
