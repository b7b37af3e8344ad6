import { useId, useRef, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useFocusTrap } from './use-focus-trap';
import { CloseIcon } from './icons';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Pixels; 600 by default (spec §2). */
  width?: number;
  /** Pixels; without it the modal is at least 300 high and grows with content. */
  height?: number;
  testId?: string;
}

interface FrameProps extends Omit<ModalProps, 'open' | 'width' | 'height'> {
  style: CSSProperties;
  variant: 'modal' | 'dialog';
}

function ModalFrame({ onClose, title, children, footer, testId, style, variant }: FrameProps) {
  const { t } = useTranslation('common');
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(panelRef, onClose);

  // Only a click that starts and ends on the backdrop itself closes; drags out of a text field do not.
  const downOnBackdrop = useRef(false);
  const onMouseDown = (e: MouseEvent) => {
    downOnBackdrop.current = e.target === e.currentTarget;
  };
  const onClick = (e: MouseEvent) => {
    if (downOnBackdrop.current && e.target === e.currentTarget) onClose();
    downOnBackdrop.current = false;
  };

  return (
    <div
      className="ui-modal-backdrop"
      onMouseDown={onMouseDown}
      onClick={onClick}
      data-testid={testId ? `${testId}-backdrop` : undefined}
    >
      <div
        ref={panelRef}
        className={`ui-modal ui-modal--${variant}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        style={style}
        data-testid={testId}
      >
        <header className="ui-modal__header">
          <h2 id={titleId} className="ui-modal__title">
            {title}
          </h2>
          <button
            type="button"
            className="ui-icon-button ui-modal__close"
            onClick={onClose}
            aria-label={t('close')}
          >
            <CloseIcon />
          </button>
        </header>
        <div className="ui-modal__body">{children}</div>
        {footer ? <footer className="ui-modal__footer">{footer}</footer> : null}
      </div>
    </div>
  );
}

/** A modal window in a portal: Escape and a backdrop click close it; focus stays inside while open. */
export function Modal({ open, width = 600, height, ...rest }: ModalProps) {
  if (!open) return null;
  const style: CSSProperties = height ? { width, height } : { width, minHeight: 300 };
  return createPortal(<ModalFrame {...rest} style={style} variant="modal" />, document.body);
}

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons shown at the bottom (confirm, cancel...). */
  actions?: ReactNode;
  testId?: string;
}

/** A small (400 px) confirmation or message window with the same closing and focus rules as Modal. */
export function Dialog({ open, actions, ...rest }: DialogProps) {
  if (!open) return null;
  return createPortal(
    <ModalFrame {...rest} footer={actions} style={{ width: 400 }} variant="dialog" />,
    document.body,
  );
}
