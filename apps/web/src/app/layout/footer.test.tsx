import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Footer } from './footer';
import { fakeWhitelabel, renderWithShell, resetSession } from '../test-utils';
import { helpCenterQueryOptions } from '../../lib/queries/help-center';
import type { Resource } from '@suerte/contracts';

beforeEach(() => resetSession());

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
      expect(screen.getByTestId('footer-popular-lottery').textContent).toContain('once the lottery opens');
    }
  });
});
