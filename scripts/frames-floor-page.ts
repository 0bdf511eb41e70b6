/**
 * The floor of `npm run bench -- frames`: the least a table of these pieces can cost in this
 * browser, drawn by bare three.js with no React (bundled by esbuild at bench time and put
 * into a blank page of the bench's server, scripts/bench-frames.ts). The same GLB models
 * the client loads (/assets/models/<id>.glb, meshopt-compressed or not); each geometry of
 * each model is ONE InstancedMesh holding every piece that uses it, at the pieces' places
 * (x, y, z, turned by rot, face-down pieces flipped, scaled by `scale`), with one small
 * canvas texture and a MeshStandardMaterial each; a hemisphere and a directional light, no
 * shadows; the table model drawn the same way. The camera is the page's own (handed in).
 *
 * window.__floor.load(input) builds the scene and draws it once (its draw calls);
 * window.__floor.frames(n, boundMs) times whole frames, each a render and a one-pixel read
 * so the GPU has finished: n of them, or fewer once boundMs has passed.
 */
import {
  CanvasTexture, Color, DirectionalLight, HemisphereLight, InstancedMesh, Matrix4, Mesh, MeshStandardMaterial,
  PerspectiveCamera, Quaternion, Scene, SRGBColorSpace, Vector3, WebGLRenderer, type BufferGeometry, type Object3D,
} from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { MeshoptDecoder } from 'three/examples/jsm/libs/meshopt_decoder.module.js';

export interface FloorPiece { kind: string; model: string; x: number; y: number; z: number; rot: number; faceUp: boolean; scale?: number }
export interface FloorCamera { position: [number, number, number]; quaternion: [number, number, number, number]; fov: number; near: number; far: number }
export interface FloorInput { pieces: FloorPiece[]; camera: FloorCamera }
export interface FloorFrames { first: number; times: number[]; calls: number }

/** Models a piece may name that have no GLB of their own: drawn with this one. */
const STAND_IN: Record<string, string> = { deck: 'card' };

const loader = new GLTFLoader();
loader.setMeshoptDecoder(MeshoptDecoder);

/** Every geometry of a model with its matrix inside the model, or null when it cannot be loaded. */
async function parts(id: string): Promise<Array<{ geometry: BufferGeometry; matrix: Matrix4 }> | null> {
  try {
    const gltf = await loader.loadAsync(`/assets/models/${id}.glb`);
    gltf.scene.updateMatrixWorld(true);
    const out: Array<{ geometry: BufferGeometry; matrix: Matrix4 }> = [];
    gltf.scene.traverse((o: Object3D) => { if (o instanceof Mesh) out.push({ geometry: o.geometry as BufferGeometry, matrix: o.matrixWorld.clone() }); });
    return out;
  } catch {
    return null;
  }
}

/** A small canvas texture of its own for each geometry (a tint and a stripe). */
function smallTexture(i: number): CanvasTexture {
  const c = document.createElement('canvas');
  c.width = 64;
  c.height = 64;
  const g = c.getContext('2d')!;
  g.fillStyle = `hsl(${(i * 47) % 360} 50% 60%)`;
  g.fillRect(0, 0, 64, 64);
  g.fillStyle = '#fff';
  g.fillRect(0, 28, 64, 8);
  const t = new CanvasTexture(c);
  t.colorSpace = SRGBColorSpace;
  return t;
}

let renderer: WebGLRenderer | null = null;
const scene = new Scene();
const camera = new PerspectiveCamera();

async function load(input: FloorInput): Promise<{ calls: number; meshes: number }> {
  renderer = new WebGLRenderer({ antialias: false, powerPreference: 'high-performance' });
  renderer.setPixelRatio(window.devicePixelRatio);
  renderer.setSize(window.innerWidth, window.innerHeight);
  document.body.appendChild(renderer.domElement);
  scene.background = new Color('#2a1d14');
  scene.add(new HemisphereLight('#fff7e8', '#3a2a1c', 1.1));
  const sun = new DirectionalLight('#ffffff', 2);
  sun.position.set(8, 20, 6);
  scene.add(sun);
  const { position, quaternion, fov, near, far } = input.camera;
  camera.position.set(...position);
  camera.quaternion.set(...quaternion);
  camera.fov = fov;
  camera.near = near;
  camera.far = far;
  camera.aspect = window.innerWidth / window.innerHeight;
  camera.updateProjectionMatrix();
  camera.updateMatrixWorld(true);

  // The table is a piece like the others, at the origin.
  const pieces: FloorPiece[] = [...input.pieces, { kind: 'board', model: 'table', x: 0, y: 0, z: 0, rot: 0, faceUp: true }];
  const byModel = new Map<string, FloorPiece[]>();
  const ids = [...new Set(pieces.map((p) => p.model))];
  const loaded = new Map<string, Array<{ geometry: BufferGeometry; matrix: Matrix4 }>>();
  await Promise.all(ids.map(async (id) => {
    const own = await parts(id);
    const got = own ?? (await parts(STAND_IN[id] ?? 'token'));
    if (got) loaded.set(id, got);
  }));
  for (const p of pieces) {
    if (!loaded.has(p.model)) continue;
    byModel.set(p.model, [...(byModel.get(p.model) ?? []), p]);
  }
  let meshes = 0;
  const place = new Matrix4();
  const flip = new Quaternion().setFromAxisAngle(new Vector3(0, 0, 1), Math.PI);
  const turn = new Quaternion();
  const m = new Matrix4();
  for (const [id, list] of byModel) {
    for (const part of loaded.get(id)!) {
      part.geometry.computeBoundingBox();
      const high = part.geometry.boundingBox ? part.geometry.boundingBox.max.y - part.geometry.boundingBox.min.y : 0;
      const material = new MeshStandardMaterial({ map: smallTexture(meshes), roughness: 0.7 });
      const inst = new InstancedMesh(part.geometry, material, list.length);
      list.forEach((p, i) => {
        turn.setFromAxisAngle(new Vector3(0, 1, 0), p.rot);
        if (!p.faceUp) turn.multiply(flip);
        const s = p.scale ?? 1;
        place.compose(new Vector3(p.x, p.y + (p.faceUp ? 0 : high * s), p.z), turn, new Vector3(s, s, s));
        inst.setMatrixAt(i, m.multiplyMatrices(place, part.matrix));
      });
      inst.instanceMatrix.needsUpdate = true;
      inst.computeBoundingSphere();
      scene.add(inst);
      meshes++;
    }
  }
  renderer.info.reset();
  renderer.render(scene, camera);
  return { calls: renderer.info.render.calls, meshes };
}

function frames(n: number, boundMs: number): FloorFrames {
  const r = renderer!;
  const gl = r.getContext();
  const px = new Uint8Array(4);
  const whole = (): number => {
    const t = performance.now();
    r.render(scene, camera);
    gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, px);
    return performance.now() - t;
  };
  r.info.reset();
  const first = whole();
  const calls = r.info.render.calls;
  const times: number[] = [];
  const start = performance.now();
  while (times.length < n && (times.length === 0 || performance.now() - start < boundMs)) times.push(whole());
  return { first, times, calls };
}

(window as unknown as { __floor: unknown }).__floor = { load, frames };
