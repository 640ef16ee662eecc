import { useRef, useState } from 'react';
import { useTexts } from '../render/texts';
import { asApiError } from '../use-remote';

/**
 * What the account screen's forms share: the sentences under their fields (the focus on the first), the server's
 * refusal under the field it names (one of the form's) or above the button, and the button busy while it sends.
 * Fields are found by their id, `<prefix><field>`.
 */
export function useAccountForm<F extends string>(fields: readonly F[], prefix: string) {
  const { t } = useTexts();
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const focus = (field: F) => form.current?.querySelector<HTMLElement>(`#${prefix}${field}`)?.focus();

  /** Says what `found` is wrong, else sends; true once sent and accepted. */
  async function submit(found: Partial<Record<F, string>>, send: () => Promise<void>): Promise<boolean> {
    setFailure(null);
    setErrors(found);
    const first = fields.find((f) => found[f]);
    if (first) {
      focus(first);
      return false;
    }
    setBusy(true);
    try {
      await send();
      return true;
    } catch (err) {
      const error = asApiError(err);
      const field = fields.find((f) => f === error.field);
      if (field && error.status !== 0) {
        setErrors({ [field]: error.message } as Partial<Record<F, string>>);
        focus(field);
      } else setFailure(error.status === 0 ? t('app.connectionFailed') : error.message);
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { errors, failure, busy, form, submit };
}

/** A form's end: the refusal, the polite word once done (a live region always there), and the button. */
export function FormEnd({
  failure,
  done,
  busy,
  label,
}: {
  failure: string | null;
  done: string | null;
  busy: boolean;
  label: string;
}) {
  const { t } = useTexts();
  return (
    <>
      {failure ? (
        <p role="alert" className="mw-error">
          {failure}
        </p>
      ) : null}
      <p role="status" className={done ? 'mw-notice' : 'mw-visually-hidden'}>
        {done}
      </p>
      <button type="submit" className="mw-button mw-primary" disabled={busy}>
        {busy ? t('account.saving') : label}
      </button>
    </>
  );
}
