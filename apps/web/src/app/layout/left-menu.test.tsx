import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LeftMenu } from './left-menu';
import { serviceLinks } from './service-links';
import { appDownloadLinks } from './app-download-links';
import { fakeWhitelabel, renderWithShell, resetSession, vendorGroup } from '../test-utils';
import type { CustomerServiceContact, Resource } from '@suerte/contracts';

beforeEach(() => resetSession());

const contact = (type: CustomerServiceContact['type'], link: string): CustomerServiceContact => ({
  type,
  label: type,
  link,
  value: '',
  demo: false,
});
const resource = (resourceType: Resource['resourceType'], url: string): Resource => ({
  id: resourceType,
  resourceType,
  groupName: null,
  title: resourceType,
  url,
  linkageType: null,
  linkUrl: null,
});

const vendors = [
  vendorGroup('PVP', ['SIM']),
  vendorGroup('LOTT', ['SUERTE']),
  vendorGroup('FISH', []),
  vendorGroup('RNG', ['SUERTE']),
  vendorGroup('BINGO', ['SUERTE']),
  vendorGroup('LIVE', ['SIM']),
];

describe('left menu', () => {
  it('lists home, the categories with vendors in left-menu order, and promotions', () => {
    renderWithShell(<LeftMenu drawer={false} onClose={() => {}} />, {
      whitelabel: fakeWhitelabel(),
      vendors,
    });
    const nav = within(screen.getByTestId('left-menu')).getByRole('navigation');
    const names = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(names).toEqual(['Home', 'Slots', 'Live casino', 'Bingo', 'Lottery', 'Poker PVP', 'Promotions']);
  });

  it('hides promotions and the app download when their modules are off', () => {
    renderWithShell(<LeftMenu drawer={false} onClose={() => {}} />, {
      whitelabel: fakeWhitelabel({ modules: [] }),
      vendors,
    });
    expect(screen.queryByTestId('left-menu-promotions')).toBeNull();
    expect(screen.queryByTestId('app-download')).toBeNull();
  });

  it('links the first contact as customer service, and WhatsApp when there are several contacts', () => {
    const customerService = [contact('LIVECHAT', '/help#contact-us'), contact('WHATSAPP', 'https://wa.me/1')];
    renderWithShell(<LeftMenu drawer={false} onClose={() => {}} />, {
      whitelabel: fakeWhitelabel({ customerService }),
      vendors,
    });
    expect(screen.getByTestId('left-menu-service').getAttribute('href')).toBe('/help#contact-us');
    const whatsapp = screen.getByTestId('left-menu-whatsapp');
    expect(whatsapp.getAttribute('href')).toBe('https://wa.me/1');
    expect(whatsapp.getAttribute('rel')).toContain('noopener');
  });

  it('lists the other contacts below without repeating customer service or WhatsApp', () => {
    const customerService = [
      contact('LIVECHAT', '/help#contact-us'),
      contact('WHATSAPP', 'https://wa.me/1'),
      contact('TELEGRAM', 'https://t.me/suerte'),
    ];
    renderWithShell(<LeftMenu drawer={false} onClose={() => {}} />, {
      whitelabel: fakeWhitelabel({ customerService }),
      vendors,
    });
    const list = screen.getByTestId('left-menu-contacts');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list.textContent).toContain('Telegram');
  });

  it('shows two 120 px QR codes in the app download panel', async () => {
    const resources = [resource('APP_IOS', '/download/ios'), resource('APP_ANDROID', '/download/android')];
    renderWithShell(<LeftMenu drawer={false} onClose={() => {}} />, {
      whitelabel: fakeWhitelabel({ resources }),
      vendors,
    });
    const panel = await screen.findByTestId('app-download');
    const codes = panel.querySelectorAll('svg[height="120"][width="120"]');
    expect(codes).toHaveLength(2);
  });

  it('as a drawer it traps focus and closes on Escape', async () => {
    let closed = 0;
    renderWithShell(<LeftMenu drawer onClose={() => closed++} />, { whitelabel: fakeWhitelabel(), vendors });
    const menu = screen.getByTestId('left-menu');
    expect(menu.getAttribute('role')).toBe('dialog');
    expect(menu.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(closed).toBe(1);
  });
});

describe('service links', () => {
  it('no WhatsApp link with a single contact, even when it is WhatsApp', () => {
    expect(serviceLinks([contact('WHATSAPP', 'w')])).toEqual({
      primary: contact('WHATSAPP', 'w'),
      whatsapp: null,
    });
  });

  it('no WhatsApp link when none of several contacts is WhatsApp', () => {
    expect(serviceLinks([contact('LIVECHAT', 'a'), contact('LINE', 'b')]).whatsapp).toBeNull();
  });

  it('nothing without contacts', () => {
    expect(serviceLinks([])).toEqual({ primary: null, whatsapp: null });
  });
});

describe('app download links', () => {
  const resources = [resource('APP_IOS', '/download/ios'), resource('APP_ANDROID', '/download/android?x=1')];

  it('iOS carries the language; Android is the resource as it is', () => {
    const links = appDownloadLinks(resources, 'tl', 'https://ph.example');
    expect(links.ios).toBe('https://ph.example/download/ios?lang=tl');
    expect(links.android).toBe('https://ph.example/download/android?x=1');
  });

  it('missing resources give no link', () => {
    expect(appDownloadLinks([], 'en', 'https://a.example')).toEqual({ ios: null, android: null });
  });
});
