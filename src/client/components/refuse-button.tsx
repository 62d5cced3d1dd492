import { Button, type ButtonProps } from '@mantine/core';
import { DANGER_TEXT } from './danger-color';

/** A plain button in danger text, for turning an offer or a request down (decline, cancel, reject). */
export function RefuseButton(props: ButtonProps & { onClick: () => void }) {
  return <Button variant="default" c={DANGER_TEXT} {...props} />;
}
