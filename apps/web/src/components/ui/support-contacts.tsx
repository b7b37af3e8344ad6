import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerServiceContact } from '@suerte/contracts';
import { useWhitelabel } from '../../lib/queries/whitelabel';
import { ChatIcon, HeadsetIcon, MailIcon, PhoneIcon, type IconProps } from './icons';
import { SmartLink } from './smart-link';
import styles from './support-contacts.module.css';

const ICONS: Record<CustomerServiceContact['type'], ComponentType<IconProps>> = {
  LIVECHAT: HeadsetIcon,
  WHATSAPP: ChatIcon,
  TELEGRAM: ChatIcon,
  LINE: ChatIcon,
  MESSENGER: ChatIcon,
  VIBER: ChatIcon,
  FACEBOOK: ChatIcon,
  PHONE: PhoneIcon,
  EMAIL: MailIcon,
};

/** tel:, mailto: and app links (viber://) hand over to the device's own app in place; web pages open beside. */
function ContactLink({ contact, children }: { contact: CustomerServiceContact; children: React.ReactNode }) {
  const { t } = useTranslation('common');
  const name = t(`support.types.${contact.type}`);
  const label = [name, contact.value, contact.demo ? t('support.demo') : ''].filter(Boolean).join(', ');
  const testId = `support-contact-${contact.type}`;
  if (/^(https?:|\/)/.test(contact.link)) {
    return (
      <SmartLink href={contact.link} className={styles.link} testId={testId} label={label}>
        {children}
      </SmartLink>
    );
  }
  return (
    <a href={contact.link} className={styles.link} data-testid={testId} aria-label={label}>
      {children}
    </a>
  );
}

export interface SupportContactsProps {
  /** 'list': name, handle and demo mark on each row (help pages); 'chips': compact buttons (dialogs); 'menu': chips in the left menu. */
  variant?: 'list' | 'chips' | 'menu';
  testId?: string;
  /** Contact types already offered beside the list (the left menu's customer service and WhatsApp links). */
  exclude?: readonly string[];
}

/**
 * The merchant's support contacts as the operator set them (whitelabel customerService, spec §7): LINE,
 * Messenger, WhatsApp, Viber, Telegram, phone, e-mail, live chat, each opening its own app. Demo contacts say so.
 */
export function SupportContacts({
  variant = 'list',
  testId = 'support-contacts',
  exclude = [],
}: SupportContactsProps) {
  const { t } = useTranslation('common');
  const query = useWhitelabel();
  const contacts = (query.data?.customerService ?? []).filter((c) => !exclude.includes(c.type));
  if (query.isPending) return <p className={styles.muted}>{t('loading')}</p>;
  if (contacts.length === 0) {
    return (
      <p className={styles.muted} data-testid={`${testId}-none`}>
        {t('support.none')}
      </p>
    );
  }
  return (
    <ul className={styles[variant]} data-testid={testId}>
      {contacts.map((contact) => {
        const Icon = ICONS[contact.type] ?? ChatIcon;
        return (
          <li key={contact.type}>
            <ContactLink contact={contact}>
              <Icon size={18} aria-hidden="true" />
              <span className={styles.name}>{t(`support.types.${contact.type}`)}</span>
              {variant === 'list' && contact.value ? (
                <span className={styles.value}>{contact.value}</span>
              ) : null}
              {contact.demo ? <span className={styles.demo}>{t('support.demo')}</span> : null}
            </ContactLink>
          </li>
        );
      })}
    </ul>
  );
}
