import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollToTopOnNewPage } from './scroll-to-top';

function Shell() {
  useScrollToTopOnNewPage();
  return <Outlet />;
}

describe('useScrollToTopOnNewPage (issue 22, item 10)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens a new page at its top, but leaves a change of query and back/forward alone', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = createMemoryRouter(
      [
        {
          element: <Shell />,
          children: [
            { path: '/admin/news/:id/edit', element: <p>editor</p> },
            { path: '/admin/news/:id', element: <p>detail</p> },
          ],
        },
      ],
      { initialEntries: ['/admin/news/1/edit'] },
    );
    render(<RouterProvider router={router} />);
    expect(scrollTo).not.toHaveBeenCalled();
    // Save: the editor sends the administrator to the item's page.
    await act(() => router.navigate('/admin/news/1'));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);
    await act(() => router.navigate('/admin/news/1?tab=analytics'));
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
