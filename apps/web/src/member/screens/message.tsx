import type { ReactNode } from 'react';

/** A screen that only says something: why there is nothing to read here, and what to do. */
export function Message({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="mw-message">
      <h1>{title}</h1>
      {children}
    </section>
  );
}
