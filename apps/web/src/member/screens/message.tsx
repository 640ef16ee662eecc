import type { ReactNode } from 'react';
import { AppLink } from '../frame';

/** A screen that only says something: why there is nothing to read here, and what to do. */
export function Message({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="mw-message">
      <h1>{title}</h1>
      {children}
    </section>
  );
}

/** A members' screen opened by a guest: why, and the way to sign in and come back to `path`. */
export function MembersOnly({
  title,
  why,
  signIn,
  path,
}: {
  title: string;
  why: string;
  signIn: string;
  path: string;
}) {
  return (
    <Message title={title}>
      <p>{why}</p>
      <p>
        <AppLink to={`/sign-in?next=${encodeURIComponent(path)}`}>{signIn}</AppLink>
      </p>
    </Message>
  );
}
