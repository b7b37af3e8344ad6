import type { ReactNode } from 'react';
import { Dialog } from '../../../components/ui/modal';

interface NoticeDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  testId: string;
  /** The large icon before the message. */
  icon: ReactNode;
  message: string;
  /** A second, plain line under the message. */
  hint?: string;
  /** The plain button, which only closes. */
  closeLabel: string;
  /** The primary button. */
  action: { label: string; onClick: () => void; testId: string };
}

/** An account notice: an icon and a message, a button that closes and one that acts on it. */
export function NoticeDialog(props: NoticeDialogProps) {
  const { open, onClose, title, testId, icon, message, hint, closeLabel, action } = props;
  const text = <p className="notice-block__title">{message}</p>;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      testId={testId}
      actions={
        <>
          <button type="button" className="ui-button" onClick={onClose}>
            {closeLabel}
          </button>
          <button
            type="button"
            className="ui-button ui-button--primary"
            onClick={action.onClick}
            data-testid={action.testId}
          >
            {action.label}
          </button>
        </>
      }
    >
      <div className="notice-block">
        {icon}
        {hint === undefined ? (
          text
        ) : (
          <div>
            {text}
            <p>{hint}</p>
          </div>
        )}
      </div>
    </Dialog>
  );
}
