import { makeStyles, mergeClasses, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  header: { fontWeight: tokens.fontWeightSemibold },
});

export interface FiguresColumn {
  label: string;
  numeric?: boolean;
}

export interface FiguresRow {
  key: string;
  /** The first cell names the row (a month, a category, a product); the others are its figures. */
  cells: readonly ReactNode[];
}

/** A chart's figures as a table, so that nothing of it is told by colour or position alone. */
export function FiguresTable({ label, columns, rows }: { label: string; columns: readonly FiguresColumn[]; rows: readonly FiguresRow[] }) {
  const styles = useStyles();
  return (
    <Table size="small" aria-label={label}>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHeaderCell key={column.label} className={mergeClasses(styles.header, column.numeric && styles.number)}>
              {column.label}
            </TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            {row.cells.map((cell, i) => (
              <TableCell key={i} className={mergeClasses(columns[i]?.numeric && styles.number)}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
