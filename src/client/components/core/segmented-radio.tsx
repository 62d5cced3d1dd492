import { useId } from 'react';

export interface SegmentedOption<T extends string> {
  value: T;
  /** What a screen reader reads for the choice; drawn too unless `short` is given. */
  name: string;
  /** Drawn instead of `name` (e.g. "EN" for English), hidden from screen readers. */
  short?: string;
}

/**
 * A choice of a few values drawn like Mantine's segmented control, made of native radio buttons
 * (arrow keys move the choice; read as "radio, 2 of 4"). Mantine's own control comes with the form
 * inputs' chunk, which neither the landing page nor the console's dashboard loads otherwise (decisions
 * 040 and 052). Each choice is a 44 px target (decision 041). The colours are CSS variables that a
 * page may set (the landing page does); by default Mantine's. Its styles, segmented-radio.css, come
 * with both shells' stylesheets.
 */
export function SegmentedRadio<T extends string>({
  label,
  value,
  options,
  onChange,
  size = 'xs',
}: {
  label: string;
  value: T;
  options: readonly SegmentedOption<T>[];
  onChange: (value: T) => void;
  size?: 'xs' | 'sm';
}) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={`segmented-root ${size === 'sm' ? 'segmented-sm' : ''}`}>
      {options.map((option) => (
        <span key={option.value}>
          <input
            type="radio"
            id={`${name}-${option.value}`}
            name={name}
            value={option.value}
            className="segmented-input"
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <label htmlFor={`${name}-${option.value}`} className="segmented-label">
            {option.short === undefined ? (
              <span className="segmented-chip">{option.name}</span>
            ) : (
              <>
                <span aria-hidden="true" className="segmented-chip">
                  {option.short}
                </span>
                <span className="segmented-hidden">{option.name}</span>
              </>
            )}
          </label>
        </span>
      ))}
    </div>
  );
}
