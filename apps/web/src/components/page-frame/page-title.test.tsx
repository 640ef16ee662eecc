import { screen, waitFor } from '@testing-library/react';
import { Link, Navigate, Outlet, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useEffect, useState } from 'react';
import { renderWithProviders, setupUser } from '../test-utils';
import { pageTitle } from '../../core/page-title';
import { PageTitle } from './page-title';
import { SkipLink } from './skip-link';

function Frame() {
  return (
    <>
      <SkipLink target="content" />
      <PageTitle main="content" context="Demo Nation" />
      <nav>
        <Link to="/members">Members</Link>
        <Link to="/groups">Groups</Link>
        <Link to="/form">New group</Link>
      </nav>
      <main id="content">
        <Outlet />
      </main>
    </>
  );
}

/** A screen whose heading comes with its data, a moment after the page. */
function LateHeading() {
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    const t = setTimeout(() => setName('Elders circle'), 20);
    return () => clearTimeout(t);
  }, []);
  return name ? <h1>{name}</h1> : <p>Loading</p>;
}

function renderFrame(route = '/') {
  renderWithProviders(
    <Routes>
      <Route element={<Frame />}>
        <Route path="/" element={<h1>Dashboard</h1>} />
        <Route path="/login" element={<Navigate to="/" replace />} />
        <Route path="/members" element={<h1>Users</h1>} />
        <Route path="/groups" element={<LateHeading />} />
        <Route
          path="/form"
          element={
            <>
              <h1>New group</h1>
              <input aria-label="Name" autoFocus />
            </>
          }
        />
      </Route>
    </Routes>,
    { route },
  );
  return setupUser();
}

describe('<PageTitle/> and <SkipLink/>', () => {
  it('names the tab after the page heading, the community and the product', async () => {
    expect(pageTitle('Users', 'Demo Nation')).toBe('Users · Demo Nation · Gathering');
    expect(pageTitle('Login')).toBe('Login · Gathering');
    renderFrame();
    await waitFor(() => expect(document.title).toBe('Dashboard · Demo Nation · Gathering'));
    // The first page of a visit does not take the focus.
    expect(document.activeElement).toBe(document.body);
  });

  it('leaves the focus alone on the page an address redirects to on arrival', async () => {
    renderFrame('/login');
    await waitFor(() => expect(document.title).toBe('Dashboard · Demo Nation · Gathering'));
    // The heading would have drawn the browser's focus ring round it on load.
    expect(document.activeElement).toBe(document.body);
    await new Promise((r) => setTimeout(r, 50));
    expect(document.activeElement).toBe(document.body);
  });

  it('after a navigation, names the new page and moves the focus to its heading, even one that comes later', async () => {
    const user = renderFrame();
    await user.click(screen.getByRole('link', { name: 'Members' }));
    await waitFor(() => expect(document.title).toBe('Users · Demo Nation · Gathering'));
    expect(screen.getByRole('heading', { name: 'Users' })).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Groups' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Elders circle' })).toHaveFocus());
    expect(document.title).toBe('Elders circle · Demo Nation · Gathering');
  });

  it('leaves the focus where a page put it in its content', async () => {
    const user = renderFrame();
    await user.click(screen.getByRole('link', { name: 'New group' }));
    await waitFor(() => expect(document.title).toBe('New group · Demo Nation · Gathering'));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('offers a first keyboard stop that skips to the content', async () => {
    const user = renderFrame();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(document.getElementById('content')).toHaveFocus();
  });
});
