/**
 * The three common colour vision deficiencies, simulated as Machado, Oliveira & Fernandes
 * (2009, "A physiologically-based model for simulation of color vision deficiency") do: a
 * 3 × 3 matrix on linear RGB, here at severity 1.0 (protanopia, deuteranopia, tritanopia:
 * one kind of cone missing). Pure.
 */
import type { Rgb } from './ciede2000.ts';

/** The deficiencies simulated. */
export const DEFICIENCIES = ['protanopia', 'deuteranopia', 'tritanopia'] as const;
export type Deficiency = (typeof DEFICIENCIES)[number];

type Matrix = readonly [Rgb, Rgb, Rgb];

/** Machado et al. 2009, table of matrices, severity 1.0. */
const MACHADO: Record<Deficiency, Matrix> = {
  protanopia: [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
  deuteranopia: [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.01182, 0.04294, 0.968881]],
  tritanopia: [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.3039]],
};

/** How a colour (linear RGB) looks to someone with `deficiency`, clipped to the gamut. */
export function simulate(rgb: Rgb, deficiency: Deficiency): Rgb {
  const clip = (v: number): number => Math.min(1, Math.max(0, v));
  const row = (r: Rgb): number => clip(r[0] * rgb[0] + r[1] * rgb[1] + r[2] * rgb[2]);
  const m = MACHADO[deficiency];
  return [row(m[0]), row(m[1]), row(m[2])];
}
