/** A goal form's values as the multipart body `createGoalBody` / `editGoalBody` parse (src/shared/schemas/goals.ts). */
export interface GoalFormValues {
  [field: string]: unknown;
  title: string;
  description: string;
  target: string | number;
  endDate: string;
  image: File | null;
}

/** `extra` fields (user_id, deposit) go before the image, which is last as before. */
export function goalFormData(v: GoalFormValues, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.append('title', v.title.trim());
  form.append('target_amount', String(v.target));
  form.append('description', v.description.trim());
  form.append('end_date', v.endDate);
  for (const [name, value] of Object.entries(extra)) form.append(name, value);
  if (v.image) form.append('image', v.image);
  return form;
}
