import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { CustomerServiceContact } from '@suerte/contracts';
import { fakeWhitelabel, renderWithShell, resetSession } from '../../app/test-utils';
import { LeftMenu } from '../../app/layout/left-menu';
import { HelpCenterView } from '../../features/help';
import { helpCenterQueryOptions } from '../../lib/queries/help-center';
import { SupportContacts } from './support-contacts';

beforeEach(() => resetSession());

const contact = (
  type: CustomerServiceContact['type'],
  value: string,
  link: string,
  demo = false,
): CustomerServiceContact => ({ type, label: type, value, link, demo });

const THAI = [
  contact('LINE', '@suerte-th', 'https://line.me/R/ti/p/%40suerte-th'),
  contact('MESSENGER', 'suerte.th', 'https://m.me/suerte.th'),
  contact('VIBER', '+66 81 555 0100', 'viber://chat?number=%2B66815550100'),
  contact('PHONE', '+66 2 555 0100', 'tel:+6625550100', true),
  contact('EMAIL', 'help@suerte.example', 'mailto:help@suerte.example'),
];

describe('support contacts', () => {
  it('lists each contact with its handle and the link its app opens; web pages in a new window, apps in place', () => {
    renderWithShell(<SupportContacts />, { whitelabel: fakeWhitelabel({ customerService: THAI }) });
    const line = screen.getByTestId('support-contact-LINE');
    expect(line.getAttribute('href')).toBe('https://line.me/R/ti/p/%40suerte-th');
    expect(line.getAttribute('target')).toBe('_blank');
    expect(line.textContent).toContain('@suerte-th');
    const viber = screen.getByTestId('support-contact-VIBER');
    expect(viber.getAttribute('href')).toBe('viber://chat?number=%2B66815550100');
    expect(viber.getAttribute('target')).toBeNull();
    expect(screen.getByTestId('support-contact-PHONE').getAttribute('href')).toBe('tel:+6625550100');
    expect(screen.getByTestId('support-contact-EMAIL').getAttribute('href')).toBe(
      'mailto:help@suerte.example',
    );
    expect(screen.getByTestId('support-contact-MESSENGER').getAttribute('href')).toBe(
      'https://m.me/suerte.th',
    );
  });

  it('labels demo contacts as demo', () => {
    renderWithShell(<SupportContacts />, { whitelabel: fakeWhitelabel({ customerService: THAI }) });
    expect(screen.getByTestId('support-contact-PHONE').getAttribute('aria-label')).toBe(
      'Phone, +66 2 555 0100, demo',
    );
    expect(screen.getByTestId('support-contact-LINE').textContent).not.toContain('demo');
  });

  it('says so when the merchant has none', () => {
    renderWithShell(<SupportContacts />, { whitelabel: fakeWhitelabel({ customerService: [] }) });
    expect(screen.getByTestId('support-contacts-none').textContent).toBe(
      'No support contacts are available yet.',
    );
  });

  it('the Contact us help topic lists them; other topics do not', async () => {
    const topics = [
      { tag: 'deposit', title: 'Deposits', content: '<p>How to deposit</p>', children: [] },
      { tag: 'contact-us', title: 'Contact us', content: '<p>We are here.</p>', children: [] },
    ];
    const prime = (client: import('@tanstack/react-query').QueryClient) =>
      client.setQueryData(helpCenterQueryOptions(null, 'en').queryKey, topics);
    const whitelabel = fakeWhitelabel({ customerService: THAI });
    const view = renderWithShell(<HelpCenterView topic="#contact-us" />, { whitelabel, prime });
    expect(within(await screen.findByTestId('help-contacts')).getAllByRole('link')).toHaveLength(5);
    view.unmount();
    renderWithShell(<HelpCenterView topic="#deposit" />, { whitelabel, prime });
    await screen.findByText('How to deposit');
    expect(screen.queryByTestId('help-contacts')).toBeNull();
  });

  it('the left menu offers every contact', () => {
    renderWithShell(<LeftMenu drawer={false} onClose={() => undefined} />, {
      whitelabel: fakeWhitelabel({ customerService: THAI }),
    });
    // The first contact is the menu's customer service entry; the list offers the other four.
    expect(screen.getByTestId('left-menu-service').getAttribute('href')).toBe(THAI[0]!.link);
    const menu = screen.getByTestId('left-menu-contacts');
    expect(within(menu).getAllByRole('link')).toHaveLength(4);
  });
});
