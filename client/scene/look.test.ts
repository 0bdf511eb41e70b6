import { describe, expect, it } from 'vitest';
import { LOOK_SETUP, lookFromQuery, resolveLook, softwareRenderer } from './look.ts';

describe('the table look', () => {
  it('knows software rasterisers by their WebGL renderer names, and real graphics cards are not among them', () => {
    for (const name of [
      'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
      'Google SwiftShader',
      'llvmpipe (LLVM 15.0.6, 256 bits)',
      'ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0, D3D11)',
      'Apple Software Renderer',
    ]) expect(softwareRenderer(name), name).toBe(true);
    for (const name of [
      'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 (0x00002504) Direct3D11 vs_5_0 ps_5_0, D3D11)',
      'ANGLE (Intel, Mesa Intel(R) UHD Graphics 620 (KBL GT2), OpenGL 4.6)',
      'Apple M1',
      'Adreno (TM) 640',
      'Mali-G78',
      'WebKit WebGL',
    ]) expect(softwareRenderer(name), name).toBe(false);
    expect(softwareRenderer(null)).toBe(false);
    expect(softwareRenderer('')).toBe(false);
  });

  it('the address picks the look for the visit, then the player\'s choice, then auto by the renderer', () => {
    expect(lookFromQuery('?look=light')).toBe('light');
    expect(lookFromQuery('?watch=1&look=full')).toBe('full');
    expect(lookFromQuery('?look=shiny')).toBeNull();
    expect(lookFromQuery('')).toBeNull();
    expect(resolveLook('auto', null, true)).toBe('light');
    expect(resolveLook('auto', null, false)).toBe('full');
    expect(resolveLook('full', null, true)).toBe('full');
    expect(resolveLook('light', null, false)).toBe('light');
    expect(resolveLook('light', 'full', true)).toBe('full');
    expect(resolveLook('full', 'light', false)).toBe('light');
  });

  it('the low-power look drops what costs most per pixel: no room light, relief, shadow map (a second pass over every piece), extra pixels or multisampling', () => {
    const { full, light } = LOOK_SETUP;
    expect(full).toMatchObject({ environment: true, relief: true, softShadows: true, antialias: true });
    expect(light).toMatchObject({ environment: false, relief: false, softShadows: false, antialias: false, dpr: [1, 1] });
    expect(light.shadowMapSize).toBe(0);
    expect(full.shadowMapSize).toBeGreaterThan(0);
    // Without the room's light the hemisphere fills in, so the table is not left dark.
    expect(light.hemisphere).toBeGreaterThan(full.hemisphere);
  });
});
