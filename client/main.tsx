import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { leaveTable, sendChat, sendIntent, simulateDrop } from './net/connection.ts';
import { tableStore } from './net/store.ts';
import './styles.css';

// Test handle: browser tests read the table store (and may act) through `window.__woodland`;
// the scene engineer's ui-store attaches `ui` the same way.
const w = window as unknown as { __woodland?: Record<string, unknown> };
(w.__woodland ??= {}).table = tableStore;
w.__woodland.net = { sendIntent, sendChat, leaveTable, simulateDrop };

const root = document.getElementById('app');
if (!root) throw new Error('index.html has no #app');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
