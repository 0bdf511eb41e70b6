/**
 * The pieces' runtime of one canvas: the motion loop (motion-loop.ts), stepped once a
 * frame, and the instanced drawing (instancing.ts). Made with the canvas, it mounts every
 * batch's mesh, writes moved instances just before each draw, and turns a press or hover on
 * a hit box into the same call a piece's own handler makes (the instance names its piece).
 * Pieces reach it through `usePieceMotion` and `useModelInstances`.
 */
import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { invalidate, useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import { useGLTF } from '@react-three/drei';
import type { Camera, Scene, WebGLRenderer } from 'three';
import { modelUrl } from '../model.ts';
import type { Frame } from '../frame.ts';
import { MotionLoop } from '../motion-loop.ts';
import { hoverPiece, leavePiece, pressPiece } from '../piece-pointer.ts';
import type { PartBatch } from './batch.ts';
import { Instancing } from './instancing.ts';
import { modelParts, type ModelParts } from './model-parts.ts';
import { PieceInstances, type Dress } from './piece-instances.ts';

interface Runtime {
  reg: Instancing;
  loop: MotionLoop;
}

const RuntimeContext = createContext<Runtime | null>(null);

function ownerAt(e: ThreeEvent<PointerEvent>): string | null {
  const batch = e.object.userData.batch as PartBatch | undefined;
  if (!batch || e.instanceId === undefined) return null;
  return batch.entries[e.instanceId]?.owner ?? null;
}

function Batches({ reg }: { reg: Instancing }) {
  useSyncExternalStore((f) => reg.subscribe(f), () => reg.version);
  return (
    <>
      {reg.meshes().map((b) =>
        b.mesh.userData.pick ? (
          <primitive
            key={`${b.key}#${b.generation}`}
            object={b.mesh}
            onPointerDown={(e: ThreeEvent<PointerEvent>) => {
              const id = ownerAt(e);
              if (id !== null) pressPiece(id, e, false);
            }}
            onPointerOver={(e: ThreeEvent<PointerEvent>) => {
              const id = ownerAt(e);
              if (id !== null) hoverPiece(id, e);
            }}
            onPointerOut={(e: ThreeEvent<PointerEvent>) => {
              const id = ownerAt(e);
              if (id !== null) leavePiece(id);
            }}
          />
        ) : (
          <primitive key={`${b.key}#${b.generation}`} object={b.mesh} />
        ),
      )}
    </>
  );
}

export function InstancedTable({ children }: { children: ReactNode }) {
  const reg = useMemo(() => {
    const r = new Instancing();
    // An image in (or failed) draws the table again.
    r.images.onChange = () => invalidate();
    return r;
  }, []);
  const loop = useMemo(() => new MotionLoop(), []);
  const runtime = useMemo(() => ({ reg, loop }), [reg, loop]);
  const scene = useThree((s) => s.scene);
  useFrame((_, dt) => {
    if (loop.step(dt)) invalidate();
  });
  useLayoutEffect(() => {
    // three calls a scene's onBeforeRender once a draw, after the world matrices are worked out.
    const hooked = scene as unknown as { onBeforeRender: (renderer: WebGLRenderer, scene: Scene, camera: Camera, target: unknown) => void };
    const before = hooked.onBeforeRender;
    hooked.onBeforeRender = (renderer, sc, camera, target) => {
      before.call(scene, renderer, sc, camera, target);
      reg.sync(renderer, camera);
    };
    const w = window as unknown as { __woodland?: Record<string, unknown> };
    (w.__woodland ??= {}).instances = () => reg;
    return () => {
      hooked.onBeforeRender = before;
    };
  }, [scene, reg]);
  useEffect(() => () => reg.dispose(), [reg]);
  return (
    <RuntimeContext.Provider value={runtime}>
      <Batches reg={reg} />
      {children}
    </RuntimeContext.Provider>
  );
}

function useRuntime(): Runtime {
  const r = useContext(RuntimeContext);
  if (!r) throw new Error('a piece outside InstancedTable');
  return r;
}

export function useInstancing(): Instancing {
  return useRuntime().reg;
}

export function useMotionLoop(): MotionLoop {
  return useRuntime().loop;
}

/** Model `modelId`'s parts (suspends while it loads, throws if it cannot). */
export function useModelParts(modelId: string): ModelParts {
  const gltf = useGLTF(modelUrl(modelId));
  return modelParts(modelId, gltf.scene);
}

/**
 * Instances of `model` for piece `id`, standing in `frame` (the model's origin there): the
 * handle that sets what they show. `bends`: a card that sags while held.
 */
export function useModelInstances(id: string, model: ModelParts, dress: Dress, relief: boolean, frame: Frame, bends = false): PieceInstances {
  const reg = useInstancing();
  const inst = useMemo(() => new PieceInstances(model, dress, relief, bends), [model, dress, relief, bends]);
  useLayoutEffect(() => {
    inst.attach(reg, id, frame);
    invalidate();
    return () => {
      inst.detach();
      invalidate();
    };
  }, [reg, id, frame, inst]);
  return inst;
}
