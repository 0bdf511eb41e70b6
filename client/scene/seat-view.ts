/**
 * Which side of the table a seat looks from: seats are spread evenly round the table,
 * seat 0 at the near (+z) side; the camera's azimuth puts that side at the bottom of the
 * screen. Spectators and unseated viewers look from seat 0's side.
 */
export function seatAzimuth(seat: number | 'spectator' | null, seats: number): number {
  if (typeof seat !== 'number' || seats <= 1) return 0;
  const a = (2 * Math.PI * (seat % seats)) / seats;
  return a > Math.PI ? a - 2 * Math.PI : a;
}
