import { screen } from '@testing-library/react';
import { queryOptions } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/api';
import { renderWithProviders, setupUser } from '../test-utils';
import { PagedTable } from './paged-table';
import { usePagedList, type ListPage, type PageParams } from './use-paged-list';

interface Person {
  id: number;
  name: string;
}
const column = createColumnHelper<Person>();
const columns = [column.accessor('name', { header: 'Name' })];
const PEOPLE = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy'].map((name, id) => ({
  id,
  name,
}));

/** A list the way a feature's api/ file serves one, answered from memory; every page it was asked for is kept. */
function peopleList(fail: { next: ApiError | null }) {
  const asked: PageParams[] = [];
  const query = (page: PageParams) =>
    queryOptions({
      queryKey: ['people', page],
      queryFn: async (): Promise<ListPage<Person>> => {
        asked.push(page);
        const error = fail.next;
        fail.next = null;
        if (error) throw error;
        const found = PEOPLE.filter((p) => !page.search || p.name.toLowerCase().includes(page.search));
        const sorted = page.dir === 'desc' ? [...found].reverse() : found;
        const data = sorted.slice(page.offset * page.limit, (page.offset + 1) * page.limit);
        const pages = Math.ceil(found.length / page.limit);
        return { data, meta: { current: page.offset, pages, total: found.length } };
      },
    });
  return { asked, query };
}

function People({ query }: { query: ReturnType<typeof peopleList>['query'] }) {
  const list = usePagedList({ filter: 'name', dir: 'asc' }, query);
  return (
    <PagedTable aria-label="People" columns={columns} list={list} errorText="Could not load the people" />
  );
}

describe('usePagedList with <PagedTable>', () => {
  it("asks for the table's page, sort and search, and shows what comes back", async () => {
    const { asked, query } = peopleList({ next: null });
    const user = setupUser();
    renderWithProviders(<People query={query} />);
    expect(await screen.findByRole('cell', { name: 'Ann' })).toBeInTheDocument();
    expect(asked[0]).toEqual({ offset: 0, limit: 7, dir: 'asc', filter: 'name', search: undefined });
    expect(screen.getByText('Page 1 of 2 · 9 total')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('cell', { name: 'Hal' })).toBeInTheDocument();
    expect(asked.at(-1)).toMatchObject({ offset: 1 });

    await user.click(screen.getByRole('button', { name: /Name/ }));
    expect(await screen.findByRole('cell', { name: 'Ivy' })).toBeInTheDocument();
    expect(asked.at(-1)).toMatchObject({ offset: 0, dir: 'desc', filter: 'name' });

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'y');
    expect(await screen.findByText('Page 1 of 1 · 3 total')).toBeInTheDocument();
    expect(asked.at(-1)).toMatchObject({ offset: 0, search: 'y' });
  });

  it("says a failure in the screen's words, or the server's, and Try again asks again", async () => {
    const fail = { next: new ApiError('Connection failed', 500) as ApiError | null };
    const { asked, query } = peopleList(fail);
    const user = setupUser();
    renderWithProviders(<People query={query} />);
    expect(await screen.findByText('Could not load the people')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: 'Ann' })).toBeInTheDocument();
    fail.next = new ApiError('Too many requests. Try again later.', 429, undefined, true);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Too many requests. Try again later.')).toBeInTheDocument();
    expect(asked).toHaveLength(3);
  });
});
