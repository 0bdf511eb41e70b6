/** The Forest's prompts, headlines, refusals and piece labels in English: the engine's own catalogues (engine/games/forest/*-words.en.ts). */
import { forestPromptWords } from '../../../../engine/games/forest/prompt-words.en.ts';
import { forestRefusalWords } from '../../../../engine/games/forest/refusal-words.en.ts';
import { forestTableWords } from '../../../../engine/games/forest/table-words.en.ts';

export const enPlay = { ...forestPromptWords, ...forestRefusalWords, ...forestTableWords } as const;
