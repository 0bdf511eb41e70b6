/**
 * The pages behind the start page, each its own chunk: the table (three, the scene, the
 * HUD, the connection), the streaming pages, the replay and a player's profile. The start
 * page loads none of them; App.tsx loads the one a route needs, and the create form starts
 * fetching the table's while the server sets the table up.
 */
export const loadTablePage = () => import('./hud/TableView.tsx');
export const loadBroadcastPage = () => import('./broadcast/BroadcastApp.tsx');
export const loadReplayPage = () => import('./replay/ReplayView.tsx');
export const loadProfilePage = () => import('./profile/ProfilePage.tsx');
/** The connection to a table (colyseus.js), which the create form needs to sit down. */
export const loadConnection = () => import('./net/connection.ts');
