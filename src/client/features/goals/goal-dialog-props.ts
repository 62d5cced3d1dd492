import type { GoalDetail } from '../../../shared/schemas/goals';

/** What the goal page hands each of its dialogs (contribute, withdraw, edit). */
export interface GoalDialogProps {
  goal: GoalDetail;
  opened: boolean;
  onClose: () => void;
  /** Closes the dialog and shows the page's notice. */
  onDone: (message: string) => void;
}
