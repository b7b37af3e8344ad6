import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Overlay } from './overlay';
import { setupTestI18n } from '../../lib/test-i18n';

setupTestI18n();

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Overlay
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Member centre"
        testId="overlay"
      >
        <button type="button">inside</button>
      </Overlay>
    </>
  );
}

describe('Overlay', () => {
  it('renders nothing while closed', () => {
    render(<Harness />);
    expect(screen.queryByTestId('overlay')).toBeNull();
  });

  it('is a labelled modal dialog that takes focus and gives it back on Escape', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'open' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Member centre' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(dialog);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('overlay')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside and closes with its close button', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'inside' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('overlay')).toBeNull();
  });
});
