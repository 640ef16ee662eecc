import { useEffect, useRef, useState, type FormEvent } from 'react';
import { answerProblem, type FormAnswer } from '@gathering/contract/form-answers';
import { useApp } from '../context';
import { asApiError } from '../use-remote';
import { useTexts } from '../render/texts';
import type { AppFeedItem } from '../types';

type Input = NonNullable<AppFeedItem['formNodes']>[number]['nodeInputs'][number];
type Answers = Record<string, FormAnswer>;

/**
 * A form item answered: each of its sections with its inputs, drawn by type (the builder's ten), checked with the
 * contract's rules before sending (the server checks them again). What is typed is kept as a draft in this browser
 * (removed once sent, and at sign-out), so a lost link or a closed tab loses nothing.
 */
export function FormAnswers({ item }: { item: AppFeedItem }) {
  const app = useApp();
  const { t } = useTexts();
  const [answers, setAnswers] = useState<Answers>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const notice = useRef<HTMLParagraphElement>(null);
  const draftKey = `form:${item.id}`;
  const who = app.api.who();

  useEffect(() => {
    if (!who) return;
    let live = true;
    void app.kept.draft<Answers>(who, draftKey).then((draft) => {
      if (live && draft) setAnswers((typed) => ({ ...draft, ...typed }));
    });
    return () => {
      live = false;
    };
  }, [app.kept, who, draftKey]);

  // Sent: the form (and its Send button, which had the focus) gives way to the notice, which takes the focus, so the
  // keyboard's place is not lost to the page's body and the next Tab goes on from here.
  useEffect(() => {
    if (sent) notice.current?.focus();
  }, [sent]);

  const inputs = (item.formNodes ?? []).flatMap((node) => node.nodeInputs).filter((i) => i.id);

  function change(id: string, value: FormAnswer) {
    const next = { ...answers, [id]: value };
    setAnswers(next);
    if (problems[id])
      setProblems((found) => {
        const rest = { ...found };
        delete rest[id];
        return rest;
      });
    if (who) void app.kept.keepDraft(who, draftKey, next);
  }

  function problemOf(input: Input): string | null {
    const problem = answerProblem(input, answers[input.id!]);
    if (!problem) return null;
    return problem === 'required' ? t('form.required') : t(`form.invalid.${input.type}`);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found: Record<string, string> = {};
    for (const input of inputs) {
      const problem = problemOf(input);
      if (problem) found[input.id!] = problem;
    }
    setProblems(found);
    const first = inputs.find((i) => found[i.id!]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[data-input="${first.id}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const sending: Answers = {};
      for (const input of inputs) {
        const value = answers[input.id!];
        if (value !== undefined && value !== '') sending[input.id!] = value;
      }
      await app.api.call('POST', `/app/v1/feed/${encodeURIComponent(item.id)}/form`, {
        body: { answers: sending },
        key: crypto.randomUUID(),
      });
      if (who) await app.kept.dropDraft(who, draftKey);
      setSent(true);
    } catch (err) {
      const error = asApiError(err);
      setFailure(error.status === 0 ? t('app.connectionFailed') : error.message);
    } finally {
      setBusy(false);
    }
  }

  if (sent)
    return (
      <section className="mw-form-answers" aria-labelledby="mw-form-title">
        <h2 id="mw-form-title">{t('form.title')}</h2>
        <p role="status" className="mw-notice" ref={notice} tabIndex={-1}>
          {t('form.sent')}
        </p>
      </section>
    );

  return (
    <section className="mw-form-answers" aria-labelledby="mw-form-title">
      <h2 id="mw-form-title">{t('form.title')}</h2>
      <form ref={form} className="mw-form" onSubmit={(e) => void submit(e)} noValidate>
        {(item.formNodes ?? []).map((node, n) => (
          <fieldset key={node.id ?? n} className="mw-form-node">
            {node.header ? <legend>{node.header}</legend> : null}
            {node.description ? <p>{node.description}</p> : null}
            {node.nodeInputs
              .filter((input) => input.id)
              .map((input) => (
                <Field
                  key={input.id}
                  input={input}
                  value={answers[input.id!]}
                  problem={problems[input.id!]}
                  onChange={(value) => change(input.id!, value)}
                />
              ))}
            {node.footer ? <p className="mw-form-footer">{node.footer}</p> : null}
          </fieldset>
        ))}
        {failure ? (
          <p role="alert" className="mw-error">
            {failure}
          </p>
        ) : null}
        <button type="submit" className="mw-button mw-primary" disabled={busy}>
          {busy ? t('form.sending') : t('form.send')}
        </button>
      </form>
    </section>
  );
}

/** One input of a form, by its type, with its label, description and the sentence saying what is wrong. */
function Field({
  input,
  value,
  problem,
  onChange,
}: {
  input: Input;
  value: FormAnswer | undefined;
  problem: string | undefined;
  onChange(value: FormAnswer): void;
}) {
  const { t } = useTexts();
  const id = `mw-input-${input.id}`;
  const described = [
    input.description ? `${id}-help` : '',
    input.type === 'SIGNATURE' ? `${id}-sign` : '',
    problem ? `${id}-error` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const aria = {
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': described || undefined,
    'aria-required': input.isRequired || undefined,
  } as const;
  const label = (
    <>
      {input.label}
      {input.isRequired ? <span className="mw-required"> ({t('form.requiredMark')})</span> : null}
    </>
  );
  const help = input.description ? (
    <p className="mw-help" id={`${id}-help`}>
      {input.description}
    </p>
  ) : null;
  const error = problem ? (
    <p className="mw-field-error" id={`${id}-error`}>
      {problem}
    </p>
  ) : null;
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

  if (input.type === 'SINGLE_CHOICE' || input.type === 'MULTIPLE_CHOICE') {
    const many = input.type === 'MULTIPLE_CHOICE';
    const chosen = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
    return (
      <fieldset className="mw-field mw-choices" aria-describedby={described || undefined}>
        <legend>{label}</legend>
        {help}
        {input.values.map((choice, i) => (
          <label key={choice} className="mw-choice">
            <input
              type={many ? 'checkbox' : 'radio'}
              name={id}
              value={choice}
              data-input={i === 0 ? input.id : undefined}
              checked={chosen.includes(choice)}
              onChange={(e) =>
                onChange(
                  many
                    ? e.target.checked
                      ? [...chosen, choice]
                      : chosen.filter((c) => c !== choice)
                    : choice,
                )
              }
            />{' '}
            {choice}
          </label>
        ))}
        {error}
      </fieldset>
    );
  }
  if (input.type === 'CHECKBOX')
    return (
      <div className="mw-field">
        <label className="mw-choice">
          <input
            id={id}
            type="checkbox"
            data-input={input.id}
            checked={value === true}
            onChange={(e) => onChange(e.target.checked)}
            {...aria}
          />{' '}
          {label}
        </label>
        {help}
        {error}
      </div>
    );
  const common = {
    id,
    'data-input': input.id,
    value: text,
    placeholder: input.placeholder || undefined,
    ...aria,
  };
  return (
    <div className="mw-field">
      <label htmlFor={id}>{label}</label>
      {help}
      {input.type === 'LONG_TEXT' ? (
        <textarea {...common} rows={5} maxLength={10_000} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          type={
            { EMAIL: 'email', PHONE: 'tel', DATE: 'date', NUMBER: 'text' }[input.type as string] ?? 'text'
          }
          inputMode={input.type === 'NUMBER' ? 'decimal' : undefined}
          autoComplete={
            input.type === 'EMAIL'
              ? 'email'
              : input.type === 'PHONE'
                ? 'tel'
                : input.type === 'SIGNATURE'
                  ? 'name'
                  : undefined
          }
          maxLength={input.type === 'SIGNATURE' ? 200 : input.type === 'SHORT_TEXT' ? 500 : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {input.type === 'SIGNATURE' ? (
        <p className="mw-help" id={`${id}-sign`}>
          {t('form.signatureHelp')}
        </p>
      ) : null}
      {error}
    </div>
  );
}
