import { useEffect, useId, useRef } from 'react';
import type { ChangeEvent, ReactNode } from 'react';

export interface CheckboxProps {
  /** The checkbox's name for everyone; keep it even when `hideLabel` is set. */
  label: ReactNode;
  /** Hide the label visually (it stays the accessible name), e.g. for row selection in a table. */
  hideLabel?: boolean;
  /** Whether the box is ticked. The component is controlled. */
  checked: boolean;
  /** Called with the new value when the person toggles the box. */
  onChange: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
  /** Makes the box read-only and unfocusable (e.g. the answers view). */
  disabled?: boolean;
  /** No box background, for checkboxes that sit on coloured surfaces. */
  transparent?: boolean;
  /** Shows the mixed state, e.g. a select-all box when only some rows are selected. */
  indeterminate?: boolean;
  /** Element id; generated when not given. */
  id?: string;
  /** Form field name. */
  name?: string;
  /** Id of an element that describes the box further. */
  describedBy?: string;
  /** Extra class on the wrapping label. */
  className?: string;
}

/** A native checkbox wrapped in its label, so the whole label is a click target of at least 24 px. */
export function Checkbox({
  label,
  hideLabel = false,
  checked,
  onChange,
  disabled = false,
  transparent = false,
  indeterminate = false,
  id,
  name,
  describedBy,
  className,
}: CheckboxProps) {
  const generatedId = useId();
  const input = useRef<HTMLInputElement>(null);
  // `indeterminate` exists only as a DOM property, never as an attribute.
  useEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  }, [indeterminate]);
  const classes = ['obs-checkbox'];
  if (transparent) classes.push('obs-checkbox--transparent');
  if (disabled) classes.push('obs-checkbox--disabled');
  if (className) classes.push(className);
  return (
    <label className={classes.join(' ')} htmlFor={id ?? generatedId}>
      <input
        ref={input}
        type="checkbox"
        id={id ?? generatedId}
        name={name}
        className="obs-checkbox__input"
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked, event)}
      />
      <span className={hideLabel ? 'obs-visually-hidden' : 'obs-checkbox__label'}>{label}</span>
    </label>
  );
}
