import { describe, expect, it, vi, beforeAll } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog, Modal } from './modal';
import { setupTestI18n } from '../../lib/test-i18n';

beforeAll(() => setupTestI18n());

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      <Modal
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Notice"
        testId="notice"
        footer={<button>ok</button>}
      >
        <input aria-label="name" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a labelled modal dialog of the default size', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByText('open'));
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.style.width).toBe('600px');
    expect(dialog.style.minHeight).toBe('300px');
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByText('open');
    await userEvent.click(opener);
    expect(screen.getByRole('dialog')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByText('open'));
    await userEvent.click(screen.getByLabelText('name'));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('notice-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByText('open'));
    const close = screen.getByRole('button', { name: 'Close' });
    const input = screen.getByLabelText('name');
    const ok = screen.getByText('ok');
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
    await userEvent.tab();
    expect(document.activeElement).toBe(close);
    await userEvent.tab();
    expect(document.activeElement).toBe(input);
    await userEvent.tab();
    expect(document.activeElement).toBe(ok);
    await userEvent.tab();
    expect(document.activeElement).toBe(close);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(ok);
  });

  it('focuses the element marked data-autofocus first', async () => {
    render(
      <Modal open onClose={() => {}} title="Form">
        <input aria-label="first" />
        <input aria-label="second" data-autofocus />
      </Modal>,
    );
    expect(document.activeElement).toBe(screen.getByLabelText('second'));
  });

  it('only the innermost of two open modals closes on Escape', async () => {
    const outer = vi.fn();
    const inner = vi.fn();
    render(
      <>
        <Modal open onClose={outer} title="Outer">
          outer
        </Modal>
        <Dialog open onClose={inner} title="Inner" actions={<button>yes</button>}>
          inner
        </Dialog>
      </>,
    );
    await userEvent.keyboard('{Escape}');
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });

  it('renders nothing while closed', () => {
    render(
      <Modal open={false} onClose={() => {}} title="Hidden">
        x
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Dialog', () => {
  it('is 400 px wide and shows its actions', () => {
    render(
      <Dialog open onClose={() => {}} title="Sure?" actions={<button>yes</button>} testId="confirm">
        Really?
      </Dialog>,
    );
    const dialog = screen.getByTestId('confirm');
    expect(dialog.style.width).toBe('400px');
    expect(screen.getByText('yes')).toBeTruthy();
  });
});
