import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { tableStore } from './net/store.ts';
import './styles.css';

// Test handle: browser tests read the table store through `window.__woodland` from the
// first script on; the connection adds `net` (to act) when a table's page loads it.
const w = window as unknown as { __woodland?: Record<string, unknown> };
(w.__woodland ??= {}).table = tableStore;

const root = document.getElementById('app');
if (!root) throw new Error('index.html has no #app');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
