/**
 * The instanced drawing of one canvas (instancing.ts): made with the canvas, it mounts every
 * batch's mesh, writes moved instances just before each draw, and turns a press or hover on
 * a hit box into the same call a piece's own handler makes (the instance names its piece).
 * Pieces reach it through `useModelInstances`.
 */
import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { invalidate, useThree, type ThreeEvent } from '@react-three/fiber';
import { useGLTF } from '@react-three/drei';
import { Group, type Camera, type Scene, type WebGLRenderer } from 'three';
import { modelUrl } from '../model.ts';
import { hoverPiece, leavePiece, pressPiece } from '../PieceMotion.tsx';
import type { PartBatch } from './batch.ts';
import { Instancing } from './instancing.ts';
import { modelParts, type ModelParts } from './model-parts.ts';
import { PieceInstances, type Dress } from './piece-instances.ts';

const InstancingContext = createContext<Instancing | null>(null);

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
  const reg = useMemo(() => new Instancing(), []);
  const scene = useThree((s) => s.scene);
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
    <InstancingContext.Provider value={reg}>
      <Batches reg={reg} />
      {children}
    </InstancingContext.Provider>
  );
}

export function useInstancing(): Instancing {
  const reg = useContext(InstancingContext);
  if (!reg) throw new Error('useInstancing outside InstancedTable');
  return reg;
}

/** Model `modelId`'s parts (suspends while it loads, throws if it cannot). */
export function useModelParts(modelId: string): ModelParts {
  const gltf = useGLTF(modelUrl(modelId));
  return modelParts(modelId, gltf.scene);
}

/**
 * Instances of model `modelId` for piece `id`: an anchor to stand where the model stood (its
 * instances follow it) and the handle that sets what they show. `bends`: a card that sags
 * while held.
 */
export function useModelInstances(id: string, modelId: string, dress: Dress, relief: boolean, bends = false): { anchor: Group; inst: PieceInstances; model: ModelParts } {
  const reg = useInstancing();
  const model = useModelParts(modelId);
  const anchor = useMemo(() => new Group(), []);
  const inst = useMemo(() => new PieceInstances(model, dress, relief, bends), [model, dress, relief, bends]);
  useLayoutEffect(() => {
    inst.attach(reg, id, anchor);
    invalidate();
    return () => {
      inst.detach();
      invalidate();
    };
  }, [reg, id, anchor, inst]);
  return { anchor, inst, model };
}
