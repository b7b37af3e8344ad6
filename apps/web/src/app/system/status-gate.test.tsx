import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { StatusResponse } from '@suerte/contracts';
import { StatusGate } from './status-gate';
import { renderWithShell, resetSession } from '../test-utils';
import { statusQueryOptions, STATUS_POLL_MS } from '../../lib/queries/status';

beforeEach(() => resetSession());

function status(over: Partial<StatusResponse>): StatusResponse {
  return {
    status: 0,
    merchantCode: 'SUERTE_PH',
    countryCode: 'PH',
    ip: '203.0.113.7',
    maintenance: { message: null, until: null },
    serviceLink: '/help#contact-us',
    ...over,
  };
}

function renderGate(value: StatusResponse) {
  return renderWithShell(
    <StatusGate>
      <p>the app</p>
    </StatusGate>,
    { prime: (c) => c.setQueryData(statusQueryOptions(null).queryKey, value) },
  );
}

describe('status gate', () => {
  it('status 0 shows the app', () => {
    renderGate(status({ status: 0 }));
    expect(screen.getByText('the app')).toBeTruthy();
  });

  it('status 1 shows the maintenance page with message, end time and service link', async () => {
    renderGate(
      status({ status: 1, maintenance: { message: 'Upgrading the wallet.', until: '2030-01-02T03:04:00' } }),
    );
    expect(screen.queryByText('the app')).toBeNull();
    const page = await screen.findByTestId('maintenance-page');
    expect(page.textContent).toContain('Upgrading the wallet.');
    expect(page.textContent).toContain('2030-01-02 03:04');
    expect(screen.getByTestId('service-link').getAttribute('href')).toBe('/help#contact-us');
    expect(document.title).toBe('We are under maintenance');
  });

  it('status 2 shows the access-denied page with country and IP', async () => {
    renderGate(status({ status: 2, countryCode: 'US' }));
    expect(screen.queryByText('the app')).toBeNull();
    expect(await screen.findByTestId('access-denied-page')).toBeTruthy();
    expect(screen.getByTestId('access-denied-country').textContent).toBe('US');
    expect(screen.getByTestId('access-denied-ip').textContent).toBe('203.0.113.7');
    expect(screen.getByTestId('service-link')).toBeTruthy();
  });

  it('polls every 60 seconds', () => {
    expect(STATUS_POLL_MS).toBe(60_000);
    expect(statusQueryOptions(null).refetchInterval).toBe(60_000);
  });
});
