/**
 * The seat colour palette setting: standard colours, or the colour-blind-safe palette
 * (scene/seat-palette.ts) every seat's pieces, rows, scoreboard lines and overlays are then
 * shown in. Saved in this browser (interaction/settings.ts); off by default.
 */
import { uiStore, useUi } from '../interaction/ui-store.ts';
import { useSay } from '../words/say.ts';

export function PaletteControl() {
  const safe = useUi((s) => s.safePalette);
  const say = useSay();
  return (
    <>
      <div className="segmented" role="radiogroup" aria-label={say('palette.label')} data-testid="seat-palette">
        {([false, true] as const).map((v) => (
          <button
            key={String(v)} type="button" role="radio" aria-checked={safe === v} data-palette={v ? 'safe' : 'standard'}
            onClick={() => uiStore.getState().setSafePalette(v)}
          >{say(v ? 'palette.safe' : 'palette.standard')}</button>
        ))}
      </div>
      <p className="muted small">{say('palette.note')}</p>
    </>
  );
}
