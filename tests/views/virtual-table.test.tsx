import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { VirtualTable, type VirtualColumn, type VirtualTableProps } from '../../src/views/common/lists/VirtualTable';

interface Item {
  id: number;
  name: string;
  amount: number;
}

const items: Item[] = Array.from({ length: 10_000 }, (_, i) => ({ id: i + 1, name: `Fila ${i + 1}`, amount: i * 10 }));

const columns: VirtualColumn<Item>[] = [
  { id: 'name', header: 'Nombre', width: '1fr', cell: (item) => item.name },
  { id: 'amount', header: 'Monto', width: '120px', cell: (item) => String(item.amount), align: 'end' },
];

// 480 px over 48 px rows: the header plus 9 rows are in view.
function renderTable(props: Partial<VirtualTableProps<Item>> = {}) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <VirtualTable rows={items} columns={columns} rowKey={(item) => item.id} label="Filas" height="480px" {...props} />
    </FluentProvider>,
  );
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').filter((row) => row.getAttribute('aria-rowindex') !== '1');
const scrollTo = (table: HTMLElement, top: number) => {
  const scroller = table.parentElement as HTMLElement;
  scroller.scrollTop = top;
  fireEvent.scroll(scroller);
};

describe('VirtualTable', () => {
  it('mounts only the rows in view of 10,000 and tells screen readers the full count', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Filas' });
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    const rows = bodyRows(table);
    expect(rows.length).toBeGreaterThan(8);
    expect(rows.length).toBeLessThan(30);
    expect(rows[0]).toHaveAttribute('aria-rowindex', '2');
    expect(rows[0]).toHaveTextContent('Fila 1');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Nombre', 'Monto']);
  });

  it('follows the scroll position, keeping aria-rowindex the row’s place in the whole list', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Filas' });
    scrollTo(table, 5_000 * 48);
    const rows = bodyRows(table);
    expect(rows.length).toBeLessThan(30);
    expect(screen.queryByText('Fila 1')).not.toBeInTheDocument();
    const shown = screen.getByText('Fila 5001').closest('[role="row"]');
    expect(shown).toHaveAttribute('aria-rowindex', '5002');
    expect(rows.map((row) => Number(row.getAttribute('aria-rowindex')))).toEqual(
      [...rows].map((_, i) => Number(rows[0]!.getAttribute('aria-rowindex')) + i),
    );
  });

  it('moves focus with ArrowDown, Home and End, scrolling the row into view, and activates with Enter', async () => {
    const user = userEvent.setup();
    const activated = vi.fn();
    renderTable({ onRowActivate: activated });
    const grid = screen.getByRole('grid', { name: 'Filas' });
    const first = bodyRows(grid)[0]!;
    expect(first).toHaveAttribute('tabindex', '0');
    expect(bodyRows(grid).slice(1).every((row) => row.getAttribute('tabindex') === '-1')).toBe(true);

    await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toHaveTextContent('Fila 3');
    await user.keyboard('{Enter}');
    expect(activated).toHaveBeenLastCalledWith(items[2]);

    await user.keyboard('{End}');
    expect(document.activeElement).toHaveAttribute('aria-rowindex', '10001');
    expect(document.activeElement).toHaveTextContent('Fila 10000');
    expect(bodyRows(grid).length).toBeLessThan(30);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(activated).toHaveBeenLastCalledWith(items[9_998]);

    await user.keyboard('{Home}');
    expect(document.activeElement).toHaveTextContent('Fila 1');
    expect(screen.queryByText('Fila 10000')).not.toBeInTheDocument();
  });

  it('keeps the focusable row mounted when the list is scrolled away from it', async () => {
    renderTable({ onRowActivate: () => {} });
    const grid = screen.getByRole('grid', { name: 'Filas' });
    scrollTo(grid, 3_000 * 48);
    expect(screen.getByText('Fila 1').closest('[role="row"]')).toHaveAttribute('tabindex', '0');
    expect(screen.getByText('Fila 3001')).toBeInTheDocument();
  });

  it('opens a row on click', async () => {
    const activated = vi.fn();
    renderTable({ onRowActivate: activated });
    await userEvent.setup().click(screen.getByText('Fila 4'));
    expect(activated).toHaveBeenCalledWith(items[3]);
  });

  it('marks selected rows with aria-selected', () => {
    renderTable({ selectedKeys: new Set([2]) });
    const grid = screen.getByRole('grid', { name: 'Filas' });
    expect(within(grid).getByText('Fila 2').closest('[role="row"]')).toHaveAttribute('aria-selected', 'true');
    expect(within(grid).getByText('Fila 3').closest('[role="row"]')).toHaveAttribute('aria-selected', 'false');
  });

  it('shows the empty content under the header when there are no rows', () => {
    renderTable({ rows: [], empty: 'Sin filas' });
    const table = screen.getByRole('table', { name: 'Filas' });
    expect(within(table).getByRole('cell')).toHaveTextContent('Sin filas');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
    expect(table).toHaveAttribute('aria-rowcount', '2');
  });

  it.each([
    ['a read-only table', {}],
    ['a grid of openable rows', { onRowActivate: () => {} }],
    ['a grid with selected rows', { selectedKeys: new Set([1, 3]) }],
    ['an empty table', { rows: [], empty: 'Sin filas' }],
  ] as const)('passes axe’s WCAG 2.2 A/AA rules as %s', async (_, props) => {
    renderTable(props);
    const result = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
