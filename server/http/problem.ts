/** An HTTP error answer of the JSON API: status, stable code, a human sentence, extra headers. */
export class HttpProblem extends Error {
  constructor(readonly status: number, readonly code: string, message: string, readonly headers: Record<string, string> = {}) {
    super(message);
  }
}
