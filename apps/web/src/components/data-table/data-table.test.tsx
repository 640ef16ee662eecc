import { act, screen, within } from '@testing-library/react';
import { createColumnHelper } from '@tanstack/react-table';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { fakeTimers, realTimers, renderWithProviders, setupUser } from '../test-utils';
import { DataTable, type DataTableProps, type PageMeta } from './data-table';
import { useTableState, type TableState, type TableStateOptions } from './use-table-state';

interface Member {
  id: number;
  email: string;
  fullName: string;
}

const helper = createColumnHelper<Member>();
const columns = [
  helper.accessor('fullName', { header: 'Name' }),
  helper.accessor('email', { header: 'E-mail' }),
  helper.display({ id: 'actions', header: 'Actions', cell: () => 'edit' }),
];

const page1: Member[] = [
  { id: 1, email: 'a@x.ca', fullName: 'Ann' },
  { id: 2, email: 'b@x.ca', fullName: 'Bob' },
  { id: 3, email: 'c@x.ca', fullName: 'Cy' },
];
const meta: PageMeta = { current: 0, pages: 3, total: 17 };

type HarnessProps = Partial<DataTableProps<Member>> & { options?: TableStateOptions };
let latest: TableState;

function Harness({ options, ...props }: HarnessProps) {
  const state = useTableState(options);
  latest = state;
  return <DataTable columns={columns} data={page1} meta={meta} state={state} selectable {...props} />;
}

beforeEach(fakeTimers);
afterEach(realTimers);

const rowBoxes = () => screen.getAllByRole('checkbox', { name: 'Select row' });
const allBox = () => screen.getByRole('checkbox', { name: 'Select all rows' });

describe('<DataTable/>', () => {
  it('renders headers and cells', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('columnheader', { name: /Name/ })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'b@x.ca' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(4);
  });

  it('shows the page count and total', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByText('Page 1 of 3 · 17 total')).toBeInTheDocument();
  });

  it('marks a capped total (a lower bound) with a plus', () => {
    renderWithProviders(<Harness meta={{ current: 0, pages: 143, total: 1001, capped: true }} />);
    expect(screen.getByText('Page 1 of 143 · 1,001+ total')).toBeInTheDocument();
  });

  it('speaks French: search, pager, count and empty state', async () => {
    await i18n.changeLanguage('fr');
    try {
      renderWithProviders(<Harness meta={{ current: 0, pages: 143, total: 1001, capped: true }} data={[]} />);
      expect(screen.getByRole('textbox', { name: 'Rechercher' })).toBeInTheDocument();
      expect(screen.getByText(/Page 1 sur 143 · 1\s001\+ au total/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Page suivante' })).toBeInTheDocument();
      expect(screen.getByText("Rien à afficher pour l'instant")).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('hides the pagination while there are no pages (initial meta)', () => {
    renderWithProviders(<Harness meta={{ current: 0, pages: 0, total: 0 }} />);
    expect(screen.queryByText(/Page \d of/)).not.toBeInTheDocument();
  });

  it('pagination moves to another page and clears the selection', async () => {
    const user = setupUser();
    renderWithProviders(<Harness />);
    await user.click(rowBoxes()[0]);
    expect(latest.selection.size).toBe(1);
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(latest.offset).toBe(1);
    expect(latest.selection.size).toBe(0);
    expect(screen.getByText('Page 2 of 3 · 17 total')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(latest.offset).toBe(2);
  });

  it('offers 7, 25, 50 or 100 rows a page: back to page 1, selection cleared, remembered for the next table', async () => {
    localStorage.clear();
    const user = setupUser();
    const { unmount } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: '2' }));
    await user.click(rowBoxes()[0]);
    const size = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(size).toHaveValue('7');
    expect([...(size as HTMLSelectElement).options].map((o) => o.value)).toEqual(['7', '25', '50', '100']);
    await user.selectOptions(size, '50');
    expect(latest).toMatchObject({ limit: 50, offset: 0 });
    expect(latest.selection.size).toBe(0);
    unmount();
    renderWithProviders(<Harness />);
    expect(latest.limit).toBe(50);
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('50');
    localStorage.clear();
  });

  it('keeps the selection across pages when persistSelection is set', async () => {
    const user = setupUser();
    renderWithProviders(<Harness options={{ persistSelection: true }} />);
    await user.click(rowBoxes()[1]);
    await user.click(screen.getByRole('button', { name: '2' }));
    expect([...latest.selection]).toEqual([2]);
  });

  it('sortable headers toggle asc/desc with aria-sort, return to page 1 and clear the selection', async () => {
    const user = setupUser();
    renderWithProviders(<Harness />);
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    await user.click(screen.getByRole('button', { name: '3' }));
    act(() => latest.toggleRow(1));
    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(latest).toMatchObject({ filter: 'fullName', dir: 'asc', offset: 0 });
    expect(latest.selection.size).toBe(0);
    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: /E-mail/ })).toHaveAttribute('aria-sort', 'none');
  });

  it('display columns are not sortable', () => {
    renderWithProviders(<Harness />);
    const actions = screen.getByRole('columnheader', { name: 'Actions' });
    expect(actions).not.toHaveAttribute('aria-sort');
    expect(within(actions).queryByRole('button')).not.toBeInTheDocument();
  });

  it('select all: checked when all rows are, indeterminate when some are, toggles all off', async () => {
    const user = setupUser();
    renderWithProviders(<Harness />);
    expect(allBox()).not.toBeChecked();
    await user.click(rowBoxes()[0]);
    expect(allBox()).toHaveAttribute('data-indeterminate', 'true');
    expect(allBox()).not.toBeChecked();
    await user.click(allBox());
    expect(allBox()).toBeChecked();
    expect(rowBoxes().every((box) => (box as HTMLInputElement).checked)).toBe(true);
    expect([...latest.selection].sort()).toEqual([1, 2, 3]);
    await user.click(allBox());
    expect(latest.selection.size).toBe(0);
    expect(allBox()).not.toHaveAttribute('data-indeterminate');
  });

  it('has no checkboxes unless selectable', () => {
    renderWithProviders(<Harness selectable={false} />);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('search box updates the input now and the search after 300 ms', async () => {
    const user = setupUser();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: '2' }));
    await user.type(screen.getByPlaceholderText('Search'), 'ann');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('ann');
    expect(latest.search).toBe('');
    act(() => vi.advanceTimersByTime(300));
    expect(latest).toMatchObject({ search: 'ann', offset: 0 });
  });

  it('loading: skeleton rows (one page worth) and aria-busy', () => {
    renderWithProviders(<Harness loading />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(7);
    expect(screen.queryByText('Ann')).not.toBeInTheDocument();
    expect(allBox()).toBeDisabled();
  });

  it('empty: the default text, or the one given', () => {
    const { unmount } = renderWithProviders(<Harness data={[]} />);
    expect(screen.getByText('Nothing to show yet')).toBeInTheDocument();
    expect(allBox()).toBeDisabled();
    unmount();
    renderWithProviders(<Harness data={[]} emptyText="No members" />);
    expect(screen.getByText('No members')).toBeInTheDocument();
  });

  it('error: the message and a Try again button calling onRetry', async () => {
    const user = setupUser();
    const onRetry = vi.fn();
    renderWithProviders(<Harness error="Error trying to fetch members" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error trying to fetch members');
    expect(screen.queryByText('Ann')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('uses a custom row id', async () => {
    const user = setupUser();
    renderWithProviders(<Harness getRowId={(row) => row.email} />);
    await user.click(rowBoxes()[2]);
    expect([...latest.selection]).toEqual(['c@x.ca']);
  });
});

describe('<DataTable/> on a narrow screen', () => {
  // jsdom lays nothing out: the phone is a media query that matches (test/setup.ts's default matches none).
  const original = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = (query: string) =>
      ({ ...original(query), matches: query.includes('max-width: 48em') }) as MediaQueryList;
  });
  afterEach(() => {
    window.matchMedia = original;
  });

  it('shows each row as a list item with every cell under its header, and sorts from buttons above', async () => {
    const user = setupUser();
    renderWithProviders(<Harness aria-label="Members" />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Members' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    // No column is left out: the actions and the e-mail are in the card, each under its header's words.
    expect(items[1]).toHaveTextContent('NameBob');
    expect(items[1]).toHaveTextContent('E-mailb@x.ca');
    expect(items[1]).toHaveTextContent('Actionsedit');
    await user.click(within(items[2]).getByRole('checkbox', { name: 'Select row' }));
    expect([...latest.selection]).toEqual([3]);
    const sorting = screen.getByRole('group', { name: 'Sort by' });
    await user.click(within(sorting).getByRole('button', { name: 'E-mail' }));
    expect(latest.filter).toBe('email');
    expect(screen.getByText('Page 1 of 3 · 17 total')).toBeInTheDocument();
  });
});

describe('<DataTable/> headers', () => {
  it('heads a column given no heading (a row\'s buttons) "Actions", in words one can see', () => {
    const unnamed = [
      helper.accessor('fullName', { header: 'Name' }),
      helper.display({ id: 'edit', header: '', cell: () => 'edit' }),
    ];
    renderWithProviders(<Harness columns={unnamed} />);
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
  });
});
