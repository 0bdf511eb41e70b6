import { AccountPanel } from './AccountPanel.tsx';
import { CreateTableForm } from './CreateTableForm.tsx';
import { JoinByCode } from './JoinByCode.tsx';
import { MyTables } from './MyTables.tsx';
import { OpenTables } from './OpenTables.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { LanguageControl } from './LanguageControl.tsx';
import { useSay } from '../words/say.ts';

/** The front door: who you are, then create, join or watch a table. */
export function StartPage() {
  const say = useSay();
  return (
    <main className="start-page">
      <header className="start-header">
        <LanguageControl compact />
        <h1>{say('hud.product')}</h1>
        <p className="tagline">{say('hud.start.tagline')}</p>
      </header>
      <ProfileForm />
      <AccountPanel at="start" />
      <MyTables />
      <div className="start-columns">
        <CreateTableForm />
        <JoinByCode />
      </div>
      <OpenTables />
    </main>
  );
}
