/**
 * The name of the renderer this browser's WebGL draws with, read once from a throwaway
 * context (released at once) so the canvas can be made with the right look from its first
 * frame. Null outside a browser or where WebGL is missing.
 */
let probed: string | null | undefined;

export function webglRendererName(): string | null {
  if (probed !== undefined) return probed;
  probed = null;
  if (typeof document === 'undefined') return probed;
  try {
    const canvas = document.createElement('canvas');
    const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext | null;
    if (!gl) return probed;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    // Browsers that hide the unmasked name still give a generic one in RENDERER.
    probed = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '') || null;
    gl.getExtension('WEBGL_lose_context')?.loseContext();
  } catch {
    probed = null;
  }
  return probed;
}
