import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Footer } from './footer';
import { envelopeResponse, fakeWhitelabel, renderWithShell, resetSession } from '../test-utils';
import { helpCenterQueryOptions } from '../../lib/queries/help-center';
import type { Resource } from '@suerte/contracts';

// The popular lottery loads once the page has settled: here it has.
vi.mock('../../features/home/hooks/use-page-settled', () => ({ usePageSettled: () => true }));

beforeEach(() => resetSession());
afterEach(() => vi.unstubAllGlobals());

const resource = (id: string, resourceType: Resource['resourceType'], url: string): Resource => ({
  id,
  resourceType,
  groupName: null,
  title: `${id} title`,
  url,
  linkageType: null,
  linkUrl: null,
});

describe('footer', () => {
  it('shows help topics, about text, affiliate link, partner logos and the copyright', () => {
    const whitelabel = fakeWhitelabel({
      resources: [
        resource('aff', 'AFFILIATE', '/help#affiliate'),
        resource('p1', 'PARTNER_LOGO', '/media/p1.svg'),
      ],
    });
    const topics = [
      { tag: 'deposit', title: 'Deposit', content: null, children: [] },
      { tag: 'faq', title: 'FAQ', content: null, children: [] },
    ];
    renderWithShell(<Footer />, {
      whitelabel,
      prime: (c) => c.setQueryData(helpCenterQueryOptions(null, 'en').queryKey, topics),
    });
    const link = screen.getByText('Deposit');
    {
      expect(link.getAttribute('href')).toBe('/help#deposit');
      expect(screen.getByText('About Suerte Philippines.')).toBeTruthy();
      expect(screen.getByTestId('footer-affiliate').getAttribute('href')).toBe('/help#affiliate');
      expect(screen.getByAltText('p1 title').getAttribute('src')).toBe('/media/p1.svg');
      expect(screen.getByTestId('footer-copyright').textContent).toBe('© Suerte Philippines 2022');
    }
  });

  it('lists the popular lottery games, or says there are none yet', async () => {
    const games = [
      { gameCode: 'E1', gameName: 'Speed 1 minute' },
      { gameCode: 'MB', gameName: 'Miền Bắc' },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(envelopeResponse({ list: games, serverTime: '' }))),
    );
    renderWithShell(<Footer />, {
      whitelabel: fakeWhitelabel(),
      prime: (c) => c.setQueryData(helpCenterQueryOptions(null, 'en').queryKey, []),
    });
    const list = await screen.findByTestId('footer-lottery-games');
    expect([...list.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Speed 1 minute', '/vnlottery?code=E1'],
      ['Miền Bắc', '/vnlottery?code=MB'],
    ]);
  });

  it('says popular games appear once the lottery opens when there are none', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(envelopeResponse({ list: [], serverTime: '' }))),
    );
    renderWithShell(<Footer />, {
      whitelabel: fakeWhitelabel(),
      prime: (c) => c.setQueryData(helpCenterQueryOptions(null, 'en').queryKey, []),
    });
    expect(await screen.findByText(/once the lottery opens/)).toBeTruthy();
  });
});
