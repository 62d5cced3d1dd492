import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import classes from './period-tabs.module.css';

/**
 * Tabs over a few values, one panel shown (WAI-ARIA's tabs pattern: the arrow keys, Home and End move
 * and select, the chosen tab alone is in the tab order). A panel is rendered only while chosen, and
 * choosing is one state change: nothing re-renders after mounting (decision 111).
 */
export function PeriodTabs<V extends string>({
  values,
  initial,
  label,
  panel,
}: {
  values: readonly V[];
  initial: V;
  label: (value: V) => string;
  panel: (value: V) => ReactNode;
}) {
  const [chosen, setChosen] = useState<V>(initial);
  const id = useId();
  const tabs = useRef(new Map<V, HTMLButtonElement>());
  const move = (event: KeyboardEvent, from: V) => {
    const at = values.indexOf(from);
    const to = {
      ArrowRight: values[(at + 1) % values.length],
      ArrowLeft: values[(at - 1 + values.length) % values.length],
      Home: values[0],
      End: values[values.length - 1],
    }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    setChosen(to);
    tabs.current.get(to)?.focus();
  };
  return (
    <>
      <div role="tablist" className={classes.list}>
        {values.map((value) => (
          <button
            key={value}
            ref={(el) => {
              if (el) tabs.current.set(value, el);
              else tabs.current.delete(value);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${value}`}
            aria-controls={`${id}-panel-${value}`}
            aria-selected={value === chosen}
            tabIndex={value === chosen ? 0 : -1}
            className={classes.tab}
            onClick={() => setChosen(value)}
            onKeyDown={(e) => move(e, value)}
          >
            {label(value)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel-${chosen}`} aria-labelledby={`${id}-tab-${chosen}`}>
        {panel(chosen)}
      </div>
    </>
  );
}
