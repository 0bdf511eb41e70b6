/**
 * Pearson's chi-square goodness-of-fit test, for the dice fairness tests: the statistic
 * and its upper-tail p-value P(X² ≥ x) with k degrees of freedom, which is the regularised
 * upper incomplete gamma function Q(k/2, x/2) (series below a + 1, continued fraction
 * above, as in Numerical Recipes §6.2).
 */

/** ln Γ(x) for x > 0 (Lanczos, g = 7, n = 9; about 15 significant digits). */
export function lnGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
    -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
    1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x);
  const z = x - 1;
  let a = c[0]!;
  const t = z + 7.5;
  for (let i = 1; i < 9; i++) a += c[i]! / (z + i);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

/** Regularised upper incomplete gamma Q(a, x). */
export function gammaQ(a: number, x: number): number {
  if (x < 0 || a <= 0) throw new RangeError(`gammaQ(${a}, ${x})`);
  if (x === 0) return 1;
  const lnPre = -x + a * Math.log(x) - lnGamma(a);
  if (x < a + 1) {
    // P(a, x) by its series; Q = 1 − P.
    let sum = 1 / a;
    let term = sum;
    for (let n = 1; n < 1000; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-15) break;
    }
    return 1 - sum * Math.exp(lnPre);
  }
  // Q(a, x) by Lentz's continued fraction.
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 1000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < 1e-15) break;
  }
  return Math.exp(lnPre) * h;
}

export interface ChiSquare {
  statistic: number;
  df: number;
  p: number;
}

/** Observed counts against expected counts (same length, every expected > 0). */
export function chiSquare(observed: readonly number[], expected: readonly number[]): ChiSquare {
  if (observed.length !== expected.length || observed.length < 2) throw new RangeError('chiSquare needs two or more matching cells');
  let statistic = 0;
  observed.forEach((o, i) => {
    const e = expected[i]!;
    if (!(e > 0)) throw new RangeError(`expected count ${e} in cell ${i}`);
    statistic += (o - e) ** 2 / e;
  });
  const df = observed.length - 1;
  return { statistic, df, p: gammaQ(df / 2, statistic / 2) };
}

/** Against a uniform distribution over the cells. */
export function chiSquareUniform(observed: readonly number[]): ChiSquare {
  const n = observed.reduce((s, o) => s + o, 0);
  return chiSquare(observed, observed.map(() => n / observed.length));
}
