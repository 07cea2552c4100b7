import { userEvent, within } from 'storybook/test';

/**
 * Types a date into a DateField (the MUI X date picker) as a keyboard user does: into its
 * first section (the year, in Chinese), the digits only; the field moves on by itself.
 */
export async function typeDate(canvasElement: HTMLElement, label: string, isoDate: string) {
  const field = within(canvasElement).getByRole('group', { name: label });
  const [first] = within(field).getAllByRole('spinbutton');
  if (!first) throw new Error(`The date field ${label} has no sections`);
  await userEvent.click(first);
  await userEvent.keyboard(isoDate.replace(/-/g, ''));
}
