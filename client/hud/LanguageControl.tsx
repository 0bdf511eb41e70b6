/** The language the table is read in: the browser's by default, chosen here for this browser. */
import { LANGS, type Lang } from '../words/catalogue.ts';
import { setLang, useLang, useSay } from '../words/say.ts';

export function LanguageControl({ compact = false }: { compact?: boolean }) {
  const say = useSay();
  const lang = useLang();
  return (
    <label className={compact ? 'language-control compact' : 'language-control'}>
      <span className={compact ? 'visually-hidden' : undefined}>{say('settings.language')}</span>
      <select value={lang} data-testid="language" onChange={(e) => setLang(e.target.value as Lang)}>
        {LANGS.map((l) => <option key={l} value={l} lang={l}>{say(`lang.${l}`)}</option>)}
      </select>
    </label>
  );
}
