import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import i18next from 'i18next';
import { setupTestI18n } from '../../../lib/test-i18n';
import { DateField } from './date-field';

function Field({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <DateField id="from" value={value} onChange={setValue} testId="from" />;
}

describe('date field', () => {
  afterEach(async () => {
    await act(() => i18next.changeLanguage('en'));
  });

  // Before, the browser's own field showed the device's order whatever the interface language was.
  it.each([
    ['en', '25/11/2026'],
    ['tl', '11/25/2026'],
    ['th', '25/11/2569'],
    ['vi', '25/11/2026'],
    ['id', '25/11/2026'],
  ])('in %s shows the day as %s, and keeps the value yyyy-MM-dd', async (language, shown) => {
    setupTestI18n();
    await act(() => i18next.changeLanguage(language));
    render(<Field initial="2026-11-25" />);
    expect(screen.getByTestId('from-shown').textContent).toBe(shown);
    expect((screen.getByTestId('from') as HTMLInputElement).value).toBe('2026-11-25');
  });

  it('follows a new day and says the order when empty', () => {
    setupTestI18n();
    render(<Field initial="" />);
    expect(screen.getByTestId('from-shown').textContent).toBe('dd/mm/yyyy');
    fireEvent.change(screen.getByTestId('from'), { target: { value: '2026-01-02' } });
    expect(screen.getByTestId('from-shown').textContent).toBe('02/01/2026');
  });
});
