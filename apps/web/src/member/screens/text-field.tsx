import type { InputHTMLAttributes, Ref } from 'react';

/** A labelled text input with its help and the sentence saying what is wrong, tied to it for screen readers. */
export function TextField({
  id,
  label,
  help,
  error,
  inputRef,
  ...input
}: {
  id: string;
  label: string;
  help?: string;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
} & InputHTMLAttributes<HTMLInputElement>) {
  const described = [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="mw-field">
      <label htmlFor={id}>{label}</label>
      {help ? (
        <p className="mw-help" id={`${id}-help`}>
          {help}
        </p>
      ) : null}
      <input
        ref={inputRef}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {error ? (
        <p className="mw-field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
