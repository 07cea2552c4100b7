/** Record pages show the events the workflow offers, and nothing else (issue 18). */
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { WorkflowActions, type WorkflowAction } from '../../../src/components/WorkflowActions';
import { initI18n } from '../../../src/lib/i18n';

beforeAll(async () => {
  await initI18n('en');
});

const ACTIONS: WorkflowAction[] = [
  { type: 'APPROVE', variant: 'contained' },
  { type: 'RETURN' },
  { type: 'REJECT' },
  { type: 'REVOKE' },
  { type: 'SUBMIT', label: 'Continue', to: '/realnameApply/history?edit=1' },
];

function renderActions(available: { type: string; commentRequired: boolean }[], actions = ACTIONS) {
  const onAction = vi.fn();
  render(
    <MemoryRouter>
      <WorkflowActions
        label="Review actions"
        available={available}
        actions={actions}
        onAction={onAction}
      />
    </MemoryRouter>,
  );
  return onAction;
}

describe('WorkflowActions', () => {
  it('shows a button for each offered event and none for the others', () => {
    renderActions([
      { type: 'APPROVE', commentRequired: false },
      { type: 'REJECT', commentRequired: true },
    ]);
    const group = screen.getByRole('group', { name: 'Review actions' });
    const names = [...group.querySelectorAll('button')].map((button) => button.textContent);
    expect(names).toEqual(['Approve', 'Reject']);
  });

  it('sends the offered event, with whether it needs a comment', () => {
    const onAction = renderActions([{ type: 'REJECT', commentRequired: true }]);
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(onAction).toHaveBeenCalledWith({ type: 'REJECT', commentRequired: true });
  });

  it('leads to the form for an event that happens there', () => {
    renderActions([{ type: 'SUBMIT', commentRequired: false }]);
    const link = screen.getByRole('link', { name: 'Continue' });
    expect(link.getAttribute('href')).toBe('/realnameApply/history?edit=1');
  });

  it('shows an offered event the record cannot take disabled, with the reason', async () => {
    renderActions(
      [{ type: 'APPROVE', commentRequired: false }],
      [{ type: 'APPROVE', unavailableBecause: 'No matching account' }],
    );
    const approve = screen.getByRole<HTMLButtonElement>('button', { name: 'Approve' });
    expect(approve.disabled).toBe(true);
    // The reason shows on hover of what holds the button (and on its keyboard focus).
    if (!approve.parentElement) throw new Error('no wrapper');
    fireEvent.mouseOver(approve.parentElement);
    expect((await screen.findByRole('tooltip')).textContent).toBe('No matching account');
  });

  it('renders nothing when nothing is offered', () => {
    renderActions([]);
    expect(screen.queryByRole('group')).toBeNull();
  });
});
