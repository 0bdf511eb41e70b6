/**
 * The table's two looks. The full look is the physical one: image-based light from the
 * room (LocalEnvironment), relief maps on wood, card stock and cloth, soft shadows, up to
 * twice the pixels on a sharp screen. The low-power look keeps the same table, pieces,
 * colours and textures but drops what costs most per pixel on a weak machine — no
 * environment map (a brighter hemisphere light fills instead), no relief maps, no shadow map
 * (the lamp casts none: a second pass over every piece), one pixel per CSS pixel and no
 * multisampling. Both looks lay a soft contact shadow under every piece
 * (instanced/contact-shadow.ts).
 *
 * Which look a page draws: a `?look=light` / `?look=full` in its address wins for that
 * visit, then the player's saved choice; "auto" picks the low-power look when the browser
 * draws without a graphics card (a software rasteriser: SwiftShader, llvmpipe, Windows'
 * Basic Render Driver), where a full frame can take a second. Pure; the probe that reads
 * the renderer's name is renderer-probe.ts.
 */

export const LOOKS = ['full', 'light'] as const;
export type Look = (typeof LOOKS)[number];

/** What the player picks in the settings: a look, or auto (by the renderer). */
export const LOOK_CHOICES = ['auto', 'full', 'light'] as const;
export type LookChoice = (typeof LOOK_CHOICES)[number];

/** Whether a WebGL renderer's name is a software rasteriser's (no graphics card). */
export function softwareRenderer(name: string | null | undefined): boolean {
  return !!name && /swiftshader|llvmpipe|softpipe|software|basic render/i.test(name);
}

/** A look named in a page address's query (`?look=light`), or null. */
export function lookFromQuery(search: string): Look | null {
  const v = new URLSearchParams(search).get('look');
  return (LOOKS as readonly string[]).includes(v ?? '') ? (v as Look) : null;
}

/** The look a page draws: the address's, else the player's choice, else by the renderer. */
export function resolveLook(choice: LookChoice, fromQuery: Look | null, software: boolean): Look {
  if (fromQuery) return fromQuery;
  if (choice !== 'auto') return choice;
  return software ? 'light' : 'full';
}

/** How the canvas and its light are set up for a look. */
export interface LookSetup {
  /** The room's image-based light (LocalEnvironment). */
  environment: boolean;
  /** Relief (bump) maps on wood, card stock and cloth. */
  relief: boolean;
  /** The hemisphere light's intensity (it fills what the environment lit in the full look). */
  hemisphere: number;
  /** Soft shadows (several filtered taps) or one tap each. */
  softShadows: boolean;
  /** Side of the directional light's shadow map, in texels; 0: the lamp casts no shadows. */
  shadowMapSize: number;
  /** The canvas's device pixel ratio range. */
  dpr: [number, number];
  /** Multisampled edges. */
  antialias: boolean;
}

export const LOOK_SETUP: Record<Look, LookSetup> = {
  full: { environment: true, relief: true, hemisphere: 0.35, softShadows: true, shadowMapSize: 2048, dpr: [1, 2], antialias: true },
  light: { environment: false, relief: false, hemisphere: 1.1, softShadows: false, shadowMapSize: 0, dpr: [1, 1], antialias: false },
};
