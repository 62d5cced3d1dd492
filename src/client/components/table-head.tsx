import { Table } from '@mantine/core';

/** A table's header row: one cell per column title, in order. */
export function TableHead({ columns }: { columns: string[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((title) => (
          <Table.Th key={title}>{title}</Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
