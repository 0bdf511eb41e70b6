/**
 * The seated camera as the table's camera rig places it (client/scene/CameraRig.tsx: a
 * 40° vertical field of view, orbiting the framing's target at its distance and polar
 * angle), so a pure test can tell where a table point lands on a screen of a given size.
 */
import { PerspectiveCamera, Vector3 } from 'three';
import type { Framing } from '../../client/scene/framing.ts';

export function seatedCamera(f: Framing, azimuth: number, width: number, height: number): PerspectiveCamera {
  const cam = new PerspectiveCamera(40, width / height, 0.5, 400);
  const [x, z] = f.target ?? [0, 0];
  const a = f.azimuth ?? azimuth;
  cam.position.set(x + f.distance * Math.sin(f.polar) * Math.sin(a), f.distance * Math.cos(f.polar), z + f.distance * Math.sin(f.polar) * Math.cos(a));
  cam.lookAt(new Vector3(x, 0, z));
  cam.updateMatrixWorld();
  return cam;
}

/** Where table point (x, y, z) lands on a `width` × `height` screen, in CSS pixels from its top left. */
export function screenPoint(cam: PerspectiveCamera, width: number, height: number, x: number, y: number, z: number): [number, number] {
  const v = new Vector3(x, y, z).project(cam);
  return [((v.x + 1) / 2) * width, ((1 - v.y) / 2) * height];
}
