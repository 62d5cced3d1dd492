import { Accordion } from '@mantine/core';

/** A question and its answer, as the account catalogue lists them. */
export interface Qa {
  q: string;
  a: string;
}

/** Questions that open to their answers, the first one open. */
export function QuestionList({ items }: { items: Qa[] }) {
  return (
    <Accordion variant="separated" defaultValue="0">
      {items.map((item, i) => (
        <Accordion.Item key={item.q} value={String(i)}>
          <Accordion.Control>{item.q}</Accordion.Control>
          <Accordion.Panel>{item.a}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
