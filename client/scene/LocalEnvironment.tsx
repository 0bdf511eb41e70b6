/**
 * Image-based light for the physically based materials, made here and not downloaded: a
 * small room built in code — warm walls, a large soft ceiling panel, a brighter window on
 * the side the sun-like directional light comes from, a dim floor bounce — rendered once
 * into a prefiltered environment map (three's PMREM) that every standard material reads
 * for its diffuse fill and its reflections (the sheen on dice, the gloss of card stock).
 * One render at start; nothing per frame.
 */
import { useEffect } from 'react';
import { invalidate, useThree } from '@react-three/fiber';
import { BackSide, BoxGeometry, Color, DoubleSide, Mesh, MeshBasicMaterial, PMREMGenerator, PlaneGeometry, Scene } from 'three';

/** A panel of light: a plane of the given colour scaled to an HDR intensity. */
function panel(room: Scene, w: number, h: number, at: [number, number, number], look: [number, number, number], color: string, intensity: number): void {
  const m = new Mesh(new PlaneGeometry(w, h), new MeshBasicMaterial({ color: new Color(color).multiplyScalar(intensity), side: DoubleSide }));
  m.position.set(...at);
  m.lookAt(...look);
  room.add(m);
}

/** The room the table stands in, as the environment map sees it. */
export function environmentRoom(): Scene {
  const room = new Scene();
  const walls = new Mesh(new BoxGeometry(40, 24, 40), new MeshBasicMaterial({ color: new Color('#4a3526').multiplyScalar(0.55), side: BackSide }));
  walls.position.y = 8;
  room.add(walls);
  // Ceiling softbox over the table, a window towards the key light, a warm floor bounce.
  panel(room, 18, 14, [0, 19.5, 0], [0, 0, 0], '#fff3e2', 2.6);
  panel(room, 12, 9, [-19.5, 10, 12], [0, 4, 0], '#fff8f0', 5);
  panel(room, 10, 6, [19.5, 8, -8], [0, 4, 0], '#ffd9a8', 1.2);
  panel(room, 30, 30, [0, -3.9, 0], [0, 10, 0], '#7a5638', 0.35);
  return room;
}

export function LocalEnvironment({ intensity = 0.55 }: { intensity?: number }) {
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  useEffect(() => {
    const pmrem = new PMREMGenerator(gl);
    const room = environmentRoom();
    const target = pmrem.fromScene(room, 0.04);
    room.traverse((o) => {
      if (o instanceof Mesh) {
        o.geometry.dispose();
        (o.material as MeshBasicMaterial).dispose();
      }
    });
    pmrem.dispose();
    scene.environment = target.texture;
    scene.environmentIntensity = intensity;
    invalidate();
    return () => {
      if (scene.environment === target.texture) scene.environment = null;
      target.dispose();
    };
  }, [gl, scene, intensity]);
  return null;
}
