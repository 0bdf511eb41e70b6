/**
 * A worded sentence with elements inside it (a name in bold, a die's chip): the message is
 * worded whole, so a translation may put the elements where its grammar wants them, and
 * each slot's place in the result becomes the element.
 */
import { Fragment, type ReactNode } from 'react';
import type { Say, SayValues } from '../words/say.ts';

const MARK = '\u0001';

/** Words `id` with `values`, then puts each of `slots` where the message names it. */
export function sayWith(say: Say, id: string, values: SayValues, slots: Readonly<Record<string, ReactNode>>): ReactNode {
  const marked: Record<string, string | number | boolean | null | undefined> = { ...values };
  for (const k of Object.keys(slots)) marked[k] = `${MARK}${k}${MARK}`;
  return say(id, marked).split(MARK).map((part, i) => <Fragment key={i}>{i % 2 === 1 ? slots[part] : part}</Fragment>);
}
