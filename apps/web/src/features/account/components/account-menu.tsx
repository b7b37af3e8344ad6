import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { LogoutIcon, MailIcon, TeamIcon, UserIcon } from '../../../components/ui/icons';
import { moveMenuFocus } from '../../../components/ui/menu-keys';
import { useOutsidePointer } from '../../../components/ui/use-outside-pointer';
import styles from './account-bar.module.css';

const LogoutConfirm = lazy(() => import('./logout-confirm'));

export interface AccountMenuProps {
  name: string;
  onPersonalCenter: () => void;
  onMessages: () => void;
  /** Only for members allowed into the agent centre. */
  onAgentCentre?: () => void;
}

function MenuItem(props: { icon: ReactNode; label: string; testId: string; onSelect: () => void }) {
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className="dropdown__item"
      onClick={props.onSelect}
      data-testid={props.testId}
    >
      {props.icon}
      <span>{props.label}</span>
    </button>
  );
}

/**
 * The avatar button of the compact (phone and tablet) header: personal centre, messages, the agent centre when
 * allowed, and sign out with its confirmation (spec §2). ArrowDown or a click opens it, arrow keys move,
 * Escape closes and returns to the button.
 */
export function AccountMenu({ name, onPersonalCenter, onMessages, onAgentCentre }: AccountMenuProps) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const [closeOutside] = useState(() => () => setOpen(false));
  useOutsidePointer(rootRef, open, closeOutside);

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  useEffect(() => {
    if (open) items()[0]?.focus();
  }, [open]);

  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  const onMenuKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else {
      moveMenuFocus(event, items());
    }
  };

  return (
    <div className={`dropdown ${styles.menu}`} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={`ui-icon-button header__icon-button ${styles.avatar}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('bar.accountMenu')}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          setOpen(true);
        }}
        data-testid="account-menu-button"
      >
        <UserIcon />
      </button>
      {open ? (
        <div
          id={menuId}
          ref={menuRef}
          className="dropdown__menu"
          role="menu"
          aria-label={t('bar.accountMenu')}
          onKeyDown={onMenuKey}
          data-testid="account-menu"
        >
          <p className={styles.menuName}>{name}</p>
          <MenuItem
            icon={<UserIcon size={18} />}
            label={t('bar.personalCenter')}
            testId="account-menu-personal-center"
            onSelect={choose(onPersonalCenter)}
          />
          <MenuItem
            icon={<MailIcon size={18} />}
            label={t('bar.messages')}
            testId="account-menu-messages"
            onSelect={choose(onMessages)}
          />
          {onAgentCentre ? (
            <MenuItem
              icon={<TeamIcon size={18} />}
              label={t('bar.agentCentre')}
              testId="account-menu-agent"
              onSelect={choose(onAgentCentre)}
            />
          ) : null}
          <MenuItem
            icon={<LogoutIcon size={18} />}
            label={t('bar.logout')}
            testId="account-menu-logout"
            onSelect={choose(() => setConfirming(true))}
          />
        </div>
      ) : null}
      {confirming ? (
        <Suspense fallback={null}>
          <LogoutConfirm onClose={() => setConfirming(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
