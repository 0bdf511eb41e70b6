import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

// Engine purity (DESIGN §2.1): no clock, no randomness outside the seeded RNG, no timers,
// no I/O, and no imports of the renderer, the network or the server.
const engineForbiddenImports = {
  patterns: [
    { group: ['react', 'react-dom', 'react/*', 'three', 'three/*', '@react-three/*'], message: 'The engine is pure: no renderer imports.' },
    { group: ['colyseus', 'colyseus.js', '@colyseus/*', 'cannon-es', 'better-sqlite3', 'pg', 'zustand'], message: 'The engine is pure: no network, physics or storage imports.' },
    { group: ['node:*', 'fs', 'path', 'crypto', 'http', 'os', 'child_process'], message: 'The engine is pure: no Node built-ins.' },
    { group: ['**/server/**', '**/client/**', '**/wire/**', '../../server/*', '../../client/*', '../../wire/*'], message: 'The engine imports nothing of the wire, the server or the client.' },
  ],
};

// What a client module may not load (docs/PERFORMANCE.md, "Client: what each page loads"):
// zod, the action schemas and payload parsing built on it, whole game modules and bots run
// where the rules run. Their types may still be imported. client/imports.test.ts follows
// the imports further than this rule sees (a module that loads one of these).
const clientForbiddenModules = [
  { group: ['zod', 'zod/*'], allowTypeImports: true, message: 'The client loads no zod: validation runs where the rules run.' },
  {
    group: ['**/engine/core/parse.ts', '**/schemas.ts', '**/content/schema.ts', '**/content/validate.ts'],
    allowTypeImports: true, message: 'Schemas and payload parsing load zod: the client imports types only (a game\'s actions.ts).',
  },
  {
    group: ['**/engine/games/*/index.ts', '**/engine/games/root/factions/*/index.ts'],
    allowTypeImports: true, message: "A game or faction module carries its schemas and bot: take its light parts (table.ts, log-text.ts, Root's factions/identities.ts and factions/looks.ts).",
  },
  { group: ['**/bot.ts', '**/engine/bots/**'], allowTypeImports: true, message: 'Bots run on the server and in the simulator, never in the client.' },
];

// The shared client layers: the scene, the HUD, the interaction and the network layers, and
// the pages built on them. They stand on the kit (client/kit/), never on a game.
const sharedLayerFiles = ['client/scene/**/*.{ts,tsx}', 'client/hud/**/*.{ts,tsx}', 'client/interaction/**/*.{ts,tsx}', 'client/net/**/*.{ts,tsx}', 'client/broadcast/**/*.{ts,tsx}', 'client/replay/**/*.{ts,tsx}'];
const sharedLayerPatterns = [
  { group: ['**/engine/games/**'], message: "Shared client layers know no game's rules: go through the projection and the kit's registry." },
  { group: ['**/server/**'], message: 'The client imports nothing of the server: what both sides share is in wire/.' },
  { group: ['colyseus', '@colyseus/core', '@colyseus/ws-transport', 'cannon-es', 'better-sqlite3', 'pg'], message: 'Server-only package.' },
  ...clientForbiddenModules,
];
const noGameNames = { selector: 'Literal[value=/^(sandbox|explorers|root|delve|forest|clergy|legion|duchy|corvids)$/]', message: "Shared client layers name no game or faction: ask the kit's registry (client/kit/registry.ts)." };

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-output/**', 'data/**', 'assets/models/*.glb'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    // One Colyseus for the server: `colyseus` loads @colyseus/core as CommonJS, so an ESM
    // import of it (or of its WebSocket transport) would start a second, unstarted
    // matchmaker (server/app.ts). Types may still come from the packages themselves.
    files: ['server/**/*.ts', 'tests/**/*.ts', 'scripts/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [
          { name: '@colyseus/core', allowTypeImports: true, message: "Import the server from 'colyseus' (see server/app.ts)." },
          { name: '@colyseus/ws-transport', allowTypeImports: true, message: "The transport comes from the CommonJS build (see server/app.ts)." },
        ],
      }],
    },
  },
  {
    // wire/: what travels between server and client, encoded and decoded by the same module
    // on both sides. It stands on the engine's types and pure helpers alone: no server, no
    // client, no Node module, no renderer or network package, so both sides can load it.
    files: ['wire/**/*.ts'],
    ignores: ['wire/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/server/**', '**/client/**'], message: 'wire/ sits below both server and client: it imports neither.' },
          { group: ['node:*', 'colyseus', 'colyseus.js', '@colyseus/*', 'react', 'react-dom', 'three', '@react-three/*', 'cannon-es', 'better-sqlite3', 'pg'], message: 'wire/ is loaded by the browser and the server alike: no Node module, network, renderer or storage package.' },
        ],
      }],
    },
  },
  {
    files: ['engine/**/*.ts'],
    ignores: ['engine/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', engineForbiddenImports],
      'no-restricted-globals': ['error',
        { name: 'setTimeout', message: 'The engine has no clock.' },
        { name: 'setInterval', message: 'The engine has no clock.' },
        { name: 'fetch', message: 'The engine does no I/O.' },
        { name: 'window', message: 'The engine has no DOM.' },
        { name: 'document', message: 'The engine has no DOM.' },
        { name: 'console', message: 'The engine reports through events and errors, not the console.' },
        { name: 'process', message: 'The engine reads no environment.' },
      ],
      'no-restricted-properties': ['error',
        { object: 'Math', property: 'random', message: 'Use the seeded Rng from engine/core/rng.ts.' },
        { object: 'Date', property: 'now', message: 'The engine has no clock.' },
        { object: 'performance', property: 'now', message: 'The engine has no clock.' },
      ],
      'no-restricted-syntax': ['error',
        { selector: "NewExpression[callee.name='Date']", message: 'The engine has no clock.' },
      ],
    },
  },
  {
    // The client talks to the server only through wire/ (the messages, their encodings and
    // decoders, shared by both sides), and loads no zod, schema or bot (clientForbiddenModules).
    files: ['client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/server/**'], message: 'The client imports nothing of the server: what both sides share is in wire/.' },
          { group: ['colyseus', '@colyseus/core', '@colyseus/ws-transport', 'cannon-es', 'better-sqlite3', 'pg'], message: 'Server-only package.' },
          ...clientForbiddenModules,
        ],
      }],
    },
  },
  {
    // A client test may check what the client sends against the payload schemas the server
    // parses with (wire/protocol-schemas.ts), which the client itself never loads.
    // Test fixtures (a match played through the engine module) are test code too.
    files: ['client/**/*.test.{ts,tsx}', 'client/**/fixtures.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/server/**'], message: 'The client imports nothing of the server: what both sides share is in wire/.' },
          { group: ['colyseus', '@colyseus/core', '@colyseus/ws-transport', 'cannon-es', 'better-sqlite3'], message: 'Server-only package.' },
        ],
      }],
    },
  },
  {
    // The shared client layers (and the kit below them) name no game and no faction, and
    // import nothing of client/games/, not even a type: they ask the kit's registry
    // (client/kit/registry.ts), where the app installs the games (docs/ARCHITECTURE.md,
    // "Adding a game"). A game's own code lives in client/games/<id>/.
    files: ['client/kit/**/*.{ts,tsx}', ...sharedLayerFiles],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/games/**', '!**/engine/games/**'], message: 'Shared client layers import nothing of client/games/: they ask the kit (client/kit/registry.ts), where the app installs the games.' },
          ...sharedLayerPatterns,
        ],
      }],
      'no-restricted-syntax': ['error', noGameNames],
    },
  },
  {
    // The app installs the list of games (client/games/index.ts) and reaches no game itself.
    files: ['client/App.tsx', 'client/main.tsx'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/games/*/**', '!**/engine/games/**'], message: 'The app installs the list of games (client/games/index.ts) and reaches no game itself.' },
          ...sharedLayerPatterns,
        ],
      }],
      'no-restricted-syntax': ['error', noGameNames],
    },
  },
  {
    // Root's client core names no faction: each lives in client/games/root/factions/<id>/
    // and is reached through factions/index.ts.
    files: ['client/games/root/**/*.{ts,tsx}'],
    ignores: ['client/games/root/factions/**', '**/*.test.ts', '**/*.test.tsx', 'client/games/root/hud/fixtures.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/factions/*/**'], message: "Root's client core reaches a faction only through factions/index.ts." },
          { group: ['**/server/**'], message: 'The client imports nothing of the server: what both sides share is in wire/.' },
          { group: ['colyseus', '@colyseus/core', '@colyseus/ws-transport', 'cannon-es', 'better-sqlite3', 'pg'], message: 'Server-only package.' },
          ...clientForbiddenModules,
        ],
      }],
      'no-restricted-syntax': ['error',
        { selector: 'Literal[value=/^(clergy|legion|duchy|corvids|hcc\\..*|ql\\..*|ud\\..*|cc\\..*)$/]', message: "Root's client core names no faction: put it in factions/<id>/." },
      ],
    },
  },
);
