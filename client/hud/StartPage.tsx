import { AccountPanel } from './AccountPanel.tsx';
import { CreateTableForm } from './CreateTableForm.tsx';
import { JoinByCode } from './JoinByCode.tsx';
import { MyTables } from './MyTables.tsx';
import { OpenTables } from './OpenTables.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { LanguageControl } from './LanguageControl.tsx';

/** The front door: who you are, then create, join or watch a table. */
export function StartPage() {
  return (
    <main className="start-page">
      <header className="start-header">
        <LanguageControl compact />
        <h1>Woodland Table</h1>
        <p className="tagline">A wooden table for games with friends — dice, cards and tokens, in 3D.</p>
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
