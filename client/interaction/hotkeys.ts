/**
 * The hotkey hook used by the table scene: maps key presses through `hotkeyCommand` and
 * carries the command out — intents to the server, or local toggles. Keys typed into a
 * text field (chat, name) are left alone, as are browser shortcuts with Ctrl/Cmd/Alt.
 */
import { useEffect } from 'react';
import type { TablePiece } from '../../engine/core/projection.ts';
import { tableStore } from '../net/store.ts';
import { sendIntent, sendUndo } from '../net/connection.ts';
import { hotkeyCommand } from './hotkey-map.ts';
import { uiStore } from './ui-store.ts';
import { dispatchPointer, pointerActive } from './pointer-controller.ts';
import { clientGame, interactionFor } from '../kit/registry.ts';
import { rulesStore } from '../hud/rules-store.ts';
import { promptKeysStore } from '../hud/prompt-keys-store.ts';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target.isContentEditable;
}

function onKeyDown(e: KeyboardEvent): void {
  if (isTyping(e.target)) return;
  // Ctrl+Z / Cmd+Z takes back the seat's last action, where the game allows it.
  if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'z') {
    if (typeof tableStore.getState().seat !== 'number') return;
    e.preventDefault();
    if (!e.repeat) sendUndo();
    return;
  }
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  const table = tableStore.getState();
  const ui = uiStore.getState();
  // Q / E turn a held tile locally (its drop sends the rotation).
  const k = e.key.toLowerCase();
  if ((k === 'q' || k === 'e') && ui.drag?.held) {
    e.preventDefault();
    if (!e.repeat) ui.turnHeld(k === 'q' ? -1 : 1);
    return;
  }
  const pieces = table.projection?.table.pieces ?? {};
  const selected = ui.selected.map((id) => pieces[id]).filter((p): p is TablePiece => p !== undefined);
  const hovered = ui.hovered ? pieces[ui.hovered] ?? null : null;
  const canAct = typeof table.seat === 'number';
  const cmd = hotkeyCommand(e.key, { hovered, selected, canAct });
  if (!cmd) {
    // A key of the game's own (the free table's lock, counters, removal).
    const actions = canAct ? interactionFor(table.gameId).hotkey?.(e.key, hovered, selected, table.projection) ?? null : null;
    if (!actions || actions.length === 0) return;
    e.preventDefault();
    if (!e.repeat) for (const action of actions) sendIntent(action);
    return;
  }
  e.preventDefault();
  switch (cmd.type) {
    case 'intents':
      // The free table's flip / rotate / roll / draw mean nothing to a game with rules.
      if (!interactionFor(table.gameId).sandboxHotkeys) return;
      // Holding a key down must not spam the table.
      if (!e.repeat) for (const action of cmd.actions) sendIntent(action);
      break;
    case 'topDown':
      if (!e.repeat) ui.toggleTopDown();
      break;
    case 'help':
      if (!e.repeat) ui.toggleHelp();
      break;
    case 'rules':
      if (!e.repeat) rulesStore.getState().toggle();
      break;
    case 'choices':
      // The keyboard's list of the seat's choices (PromptKeys), focused.
      if (!e.repeat && clientGame(table.gameId).actionWords) promptKeysStore.getState().summon();
      break;
    case 'escape':
      if (rulesStore.getState().open) rulesStore.getState().close();
      else if (ui.helpOpen) ui.setHelpOpen(false);
      else if (ui.panel) ui.setPanel(null);
      else if (pointerActive()) dispatchPointer({ type: 'cancel' });
      else ui.clearSelection();
      break;
  }
}

/** Installs the table hotkeys for as long as the calling component is mounted. */
export function useHotkeys(): void {
  useEffect(() => {
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
