import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { MemberLanguagesResponse } from '@gathering/contract';
import { useApp } from '../context';
import { uiLanguage } from '../i18n';
import { useTexts } from '../render/texts';
import { useRemote } from '../use-remote';
import { FormEnd, useAccountForm } from './form-parts';
import { Waiting } from './waiting';

const PATH = '/app/v1/me/languages';
/** The member API's limit (the contract's memberLanguagesBody). */
const MOST = 10;
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The languages the member's content comes in, most preferred first (GET/PUT /app/v1/me/languages): chosen among the
 * community's languages and put in order by buttons, as the console orders its alert providers — the focus stays on
 * the button pressed (or goes to the other one at an end of the list) and the new position is announced. The order
 * is saved by the form's button; an empty list follows the browser's languages.
 */
export function LanguagesForm() {
  const app = useApp();
  const { t } = useTexts();
  const remote = useRemote<MemberLanguagesResponse>(`${app.api.who()}:languages`, async (signal) => {
    const answer = await app.api.call<MemberLanguagesResponse>('GET', PATH, { signal });
    return answer.data;
  });
  const [list, setList] = useState<string[] | null>(null);
  const [adding, setAdding] = useState('');
  const [said, setSaid] = useState('');
  const { failure, busy, submit } = useAccountForm([], '');
  const [saved, setSaved] = useState(false);
  const buttons = useRef(new Map<string, HTMLElement | null>());
  // The control to focus once the list is drawn anew: React moves a list's rows by taking them out of the page,
  // which loses the focus of a button inside.
  const [focusAfter, setFocusAfter] = useState<string | null>(null);
  useEffect(() => {
    if (focusAfter === null) return;
    buttons.current.get(focusAfter)?.focus();
    setFocusAfter(null);
  }, [focusAfter]);

  const shown = list ?? remote.data?.languages ?? null;
  if (!shown) return <Waiting remote={remote} />;

  const names = new Intl.DisplayNames([uiLanguage()], { type: 'language', fallback: 'code' });
  const known = (tag: string) => app.community.languages.find((l) => same(l.tag, tag));
  const nameOf = (tag: string) => {
    try {
      return known(tag)?.name ?? names.of(tag) ?? tag;
    } catch {
      return tag;
    }
  };
  const available = app.community.languages.filter((l) => !shown.some((tag) => same(tag, l.tag)));
  const chosen = available.find((l) => l.tag === adding) ?? available[0];

  function change(next: string[], announce: string, focus: string) {
    setList(next);
    setSaid(announce);
    setSaved(false);
    setFocusAfter(focus);
  }

  function move(index: number, by: -1 | 1) {
    if (!shown) return;
    const next = [...shown];
    const to = index + by;
    [next[index], next[to]] = [next[to], next[index]];
    const tag = shown[index];
    // The same button, unless the move took the language to that end of the list (it is disabled there): the other.
    const atEnd = by === 1 ? to === next.length - 1 : to === 0;
    change(
      next,
      t('account.languages.moved', { name: nameOf(tag), position: to + 1, total: next.length }),
      `${tag}:${atEnd ? -by : by}`,
    );
  }

  function remove(index: number) {
    if (!shown) return;
    const tag = shown[index];
    const next = shown.filter((_, i) => i !== index);
    // The next language's remove button, else the previous one's, else the choice of a language to add.
    const then = next[index] ?? next[index - 1];
    change(next, t('account.languages.removed', { name: nameOf(tag) }), then ? `${then}:remove` : 'add');
  }

  function add() {
    if (!shown || !chosen) return;
    const next = [...shown, chosen.tag];
    change(
      next,
      t('account.languages.added', { name: chosen.name, position: next.length, total: next.length }),
      'add',
    );
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!shown) return;
    setSaved(false);
    const languages = shown;
    await submit({}, async () => {
      const answer = await app.api.call<MemberLanguagesResponse>('PUT', PATH, { body: { languages } });
      remote.set(answer.data);
      setList(null);
      setSaved(true);
    });
  }

  const ref = (key: string) => (el: HTMLElement | null) => void buttons.current.set(key, el);
  return (
    <form className="mw-form mw-languages" onSubmit={(e) => void save(e)} noValidate>
      <p className="mw-help">{t('account.languages.intro')}</p>
      {shown.length === 0 ? (
        <p>{t('account.languages.none')}</p>
      ) : (
        <ol className="mw-language-list" aria-label={t('account.languages.listLabel')}>
          {shown.map((tag, i) => {
            const name = nameOf(tag);
            const own = known(tag);
            return (
              <li key={tag}>
                <span className="mw-language-name">
                  {/* The list itself says the position to a screen reader. */}
                  <span aria-hidden="true">{i + 1}. </span>
                  <span lang={own ? tag : undefined} dir={own?.direction}>
                    {name}
                  </span>
                </span>
                <span className="mw-language-actions">
                  <button
                    type="button"
                    className="mw-button"
                    ref={ref(`${tag}:-1`)}
                    aria-label={t('account.languages.moveUp', { name })}
                    disabled={i === 0}
                    onClick={() => move(i, -1)}
                  >
                    <span aria-hidden="true">↑</span>
                  </button>
                  <button
                    type="button"
                    className="mw-button"
                    ref={ref(`${tag}:1`)}
                    aria-label={t('account.languages.moveDown', { name })}
                    disabled={i === shown.length - 1}
                    onClick={() => move(i, 1)}
                  >
                    <span aria-hidden="true">↓</span>
                  </button>
                  <button
                    type="button"
                    className="mw-button"
                    ref={ref(`${tag}:remove`)}
                    aria-label={t('account.languages.remove', { name })}
                    onClick={() => remove(i)}
                  >
                    {t('account.languages.removeShort')}
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      {chosen && shown.length < MOST ? (
        <div className="mw-field">
          <label htmlFor="mw-language-add">{t('account.languages.add')}</label>
          <div className="mw-language-add">
            <select
              id="mw-language-add"
              ref={ref('add')}
              value={chosen.tag}
              onChange={(e) => setAdding(e.target.value)}
            >
              {available.map((l) => (
                <option key={l.tag} value={l.tag} lang={l.tag}>
                  {l.name}
                </option>
              ))}
            </select>
            <button type="button" className="mw-button" onClick={add}>
              {t('account.languages.addButton')}
            </button>
          </div>
        </div>
      ) : (
        <p className="mw-help" ref={ref('add')} tabIndex={-1}>
          {chosen ? t('account.languages.full', { total: MOST }) : t('account.languages.all')}
        </p>
      )}
      <p className="mw-visually-hidden" aria-live="polite">
        {said}
      </p>
      <FormEnd
        failure={failure}
        done={saved ? t('account.languages.saved') : null}
        busy={busy}
        label={t('account.languages.save')}
      />
    </form>
  );
}
