/**
 * The rules reference of the table's game: its parts in turn order with a contents list and
 * a search, the words the table uses, and the table's own rules. Opened by the Rules button,
 * the B key, a log line's rule code, a refusal's code or a term; opened at a code or part,
 * it scrolls there and marks it. Closes with its button, a click outside or Escape.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useRulesUi, rulesStore } from './rules-store.ts';
import { searchSections, sectionAnchor, sectionForCode } from './rules-lookup.ts';
import { useRulesReference } from './use-rules.ts';
import './rules.css';
import { sayWith } from './slots.tsx';
import { useSay } from '../words/say.ts';

const TERMS_ID = 'rules-terms';

export function RulesPanel() {
  const say = useSay();
  const open = useRulesUi((s) => s.open);
  const at = useRulesUi((s) => s.at);
  const ref = useRulesReference();
  const [query, setQuery] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const code = at && 'code' in at ? at.code : null;
  const target = at === null ? null : 'section' in at ? at.section : sectionForCode(ref, at.code)?.id ?? null;
  const shown = useMemo(() => searchSections(ref, query), [ref, query]);

  // Focus moves into the panel on opening and back to what opened it on closing.
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => opener?.focus();
  }, [open]);
  useEffect(() => {
    if (!open) return;
    setQuery('');
    heading.current?.focus();
  }, [open, at]);
  useEffect(() => {
    if (!open || !target) return;
    const el = document.getElementById(target === TERMS_ID ? TERMS_ID : sectionAnchor(target));
    el?.scrollIntoView({ block: 'start' });
  }, [open, target, query]);

  if (!open) return null;
  const close = () => rulesStore.getState().close();
  const go = (id: string) => rulesStore.getState().show({ section: id });
  return (
    <div className="rules-backdrop" data-testid="rules-panel" onPointerDown={(e) => e.target === e.currentTarget && close()}>
      <div
        className="rules-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="rules-title"
        onKeyDown={(e) => {
          if (e.key !== 'Escape') return;
          e.stopPropagation();
          close();
        }}
      >
        <header className="rules-head">
          <h2 id="rules-title" ref={heading} tabIndex={-1}>{say('hud.rules.title', { game: ref.title })}</h2>
          <input type="search" placeholder={say('hud.rules.search')} aria-label={say('hud.rules.search')} value={query} onChange={(e) => setQuery(e.target.value)} />
          <button type="button" className="rules-close" onClick={close} aria-label={say('hud.rules.close.label')}>{say('hud.rules.close')}</button>
        </header>
        {code && (
          <p className="rules-from" data-testid="rules-from">
            {sayWith(say, target ? 'hud.rules.from' : 'hud.rules.fromNone', {}, { code: <code>{code}</code> })}
          </p>
        )}
        <div className="rules-body">
          <nav className="rules-toc" aria-label={say('hud.rules.contents')}>
            <ol>
              {shown.map((s) => (
                <li key={s.id}><a href={`#${sectionAnchor(s.id)}`} aria-current={s.id === target ? 'location' : undefined} onClick={(e) => { e.preventDefault(); go(s.id); }}>{s.title}</a></li>
              ))}
              {ref.terms && ref.terms.length > 0 && !query && (
                <li><a href={`#${TERMS_ID}`} onClick={(e) => { e.preventDefault(); go(TERMS_ID); }}>{say('hud.rules.terms')}</a></li>
              )}
            </ol>
          </nav>
          <div className="rules-text">
            {!query && <p className="rules-intro">{ref.intro}</p>}
            {shown.length === 0 && <p className="muted">{say('hud.rules.noMatch', { query })}</p>}
            {shown.map((s) => (
              <section key={s.id} id={sectionAnchor(s.id)} className={s.id === target ? 'rules-target' : undefined} data-testid="rules-section" data-section={s.id}>
                <h3>{s.title}</h3>
                {s.text.map((p, i) => <p key={i}>{p}</p>)}
                {s.codes && s.codes.length > 0 && (
                  <p className="rules-codes">
                    <span className="muted">{say('hud.rules.codes')} </span>
                    {s.codes.map((c) => <code key={c} className={c === code ? 'hit' : undefined} data-code={c}>{c}</code>)}
                  </p>
                )}
              </section>
            ))}
            {ref.terms && ref.terms.length > 0 && !query && (
              <section id={TERMS_ID} className={target === TERMS_ID ? 'rules-target' : undefined}>
                <h3>{say('hud.rules.terms')}</h3>
                <dl className="rules-terms">
                  {ref.terms.map((t) => (
                    <div key={t.term}>
                      <dt>{t.term}</dt>
                      <dd>{t.what} <button type="button" className="rules-see" onClick={() => go(t.section)}>{say('hud.rules.more')}</button></dd>
                    </div>
                  ))}
                </dl>
              </section>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
