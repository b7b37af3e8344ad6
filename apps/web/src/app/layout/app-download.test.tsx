import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import AppDownload from './app-download';
import { fakeWhitelabel, renderWithShell, resetSession } from '../test-utils';
import { useSessionStore } from '../../lib/session-store';
import type { Resource } from '@suerte/contracts';

// The QR code's payload, readable: the real component draws it as SVG paths.
vi.mock('qrcode.react', () => ({
  QRCodeSVG: ({ value }: { value: string }) => <svg data-testid="qr" data-value={value} />,
}));

beforeEach(() => resetSession());

const resource = (resourceType: Resource['resourceType'], url: string): Resource => ({
  id: resourceType,
  resourceType,
  groupName: null,
  title: resourceType,
  url,
  linkageType: null,
  linkUrl: null,
});

describe('app download panel', () => {
  it('never puts the session token of a logged-in member in a link or a QR code', async () => {
    const token = 'live-session-token-0123456789';
    useSessionStore.setState({ token });
    const resources = [resource('APP_IOS', '/download/ios'), resource('APP_ANDROID', '/download/android')];
    renderWithShell(<AppDownload />, { whitelabel: fakeWhitelabel({ resources }) });

    const ios = await screen.findByTestId('app-download-ios');
    expect(within(ios).getByTestId('qr').getAttribute('data-value')).toBe(
      `${window.location.origin}/download/ios?lang=en`,
    );
    const panel = screen.getByTestId('app-download');
    const payloads = [
      ...Array.from(panel.querySelectorAll('a'), (a) => a.getAttribute('href') ?? ''),
      ...Array.from(panel.querySelectorAll('[data-testid="qr"]'), (q) => q.getAttribute('data-value') ?? ''),
    ];
    expect(payloads).toHaveLength(4);
    for (const payload of payloads) {
      expect(payload).not.toContain(token);
      expect(new URL(payload).searchParams.has('token')).toBe(false);
    }
  });
});
