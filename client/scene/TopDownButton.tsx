/**
 * The on-screen switch for the top-down camera (same as the T key). Where it sits is CSS
 * (`.wt-topdown` in styles.css), so a game's phone layout can move it clear of its panels.
 */
import { uiStore, useUi } from '../interaction/ui-store.ts';
import { useSay } from '../words/say.ts';

/** The top-down camera's switch (see the file's comment). */
export function TopDownButton() {
  const say = useSay();
  const topDown = useUi((s) => s.topDown);
  return (
    <button
      type="button"
      className="wt-topdown"
      aria-pressed={topDown}
      title={say('scene.topDown.title')}
      onClick={() => uiStore.getState().toggleTopDown()}
      style={{
        padding: '6px 10px', borderRadius: 8,
        border: '1px solid rgba(255,240,220,0.5)', cursor: 'pointer', font: '600 13px system-ui, sans-serif',
        background: topDown ? '#e8d9b0' : 'rgba(30,20,12,0.7)', color: topDown ? '#2b1d12' : '#fbf5e8',
      }}
    >
      {say(topDown ? 'scene.topDown.on' : 'scene.topDown.off')} <kbd style={{ opacity: 0.7 }}>{say('scene.topDown.key')}</kbd>
    </button>
  );
}
