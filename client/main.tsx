import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { tableStore } from './net/store.ts';
import { refreshAccount } from './net/account.ts';
import { installGames } from './kit/registry.ts';
import { GAMES } from './games/index.ts';
import './styles.css';

// Test handle: browser tests read the table store through `window.__woodland` from the
// first script on; the connection adds `net` (to act) when a table's page loads it.
const w = window as unknown as { __woodland?: Record<string, unknown> };
(w.__woodland ??= {}).table = tableStore;

// The games this client has a table for: the kit's registry holds no game of its own.
installGames(GAMES);

// Who this browser is signed in as, asked once: the start page and the table's settings show it.
void refreshAccount();

const root = document.getElementById('app');
if (!root) throw new Error('index.html has no #app');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
