/**
 * The free table's English words, all of its engine catalogues in one `Say`: its log
 * lines, the names it gives pieces, its prompts, status and refusals. The engine words its
 * English with it; each client words the same messages in its reader's language.
 */
import { englishSay } from '../../core/english.ts';
import type { Say } from '../../core/words.ts';
import { sandboxLogWords } from './log-words.en.ts';
import { sandboxNameWords } from './name-words.en.ts';
import { sandboxPromptWords } from './prompt-words.en.ts';
import { sandboxRefusalWords } from './refusal-words.en.ts';

/** The free table's words in English. */
export const sandboxSay: Say = englishSay({ ...sandboxLogWords, ...sandboxNameWords, ...sandboxPromptWords, ...sandboxRefusalWords });

/** A message of the free table's refusals. */
export type SandboxRefusalId = keyof typeof sandboxRefusalWords;

/** A message of the free table's prompts and status. */
export type SandboxPromptId = keyof typeof sandboxPromptWords;
