import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmptyState } from './empty-state';
import { Loading } from './loading';
import { ErrorState } from './error-state';
import { ApiError } from '../../lib/api-client';
import { setupTestI18n } from '../../lib/test-i18n';

beforeAll(() => setupTestI18n());

describe('state primitives', () => {
  it('empty state says "No data" by default', () => {
    render(<EmptyState />);
    expect(screen.getByText('No data')).toBeTruthy();
  });

  it('empty state shows a given message', () => {
    render(<EmptyState message="Nothing yet" />);
    expect(screen.getByText('Nothing yet')).toBeTruthy();
  });

  it('loading announces a label', () => {
    render(<Loading label="Fetching games" />);
    expect(screen.getByRole('status').textContent).toContain('Fetching games');
  });

  it('error state explains a network failure and retries', async () => {
    const retry = vi.fn();
    render(<ErrorState error={new ApiError('NETWORK_ERROR', 'x', 0)} onRetry={retry} />);
    expect(screen.getByRole('alert').textContent).toContain('Network link abnormal');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalled();
  });

  it('error state passes on the server message and hides retry without a handler', () => {
    render(<ErrorState error={new ApiError('NOT_FOUND', 'Game not found', 404)} />);
    expect(screen.getByText('Game not found')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
