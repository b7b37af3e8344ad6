import { describe, expect, it } from 'vitest';
import { api } from '../lib/api-client';
import { stubApi } from '../features/auth/test-utils';
import { takeViolations } from './contract-check';

describe('the fake API checks requests against the server schemas', () => {
  it('records a body the server would refuse, and accepts one it would take', async () => {
    stubApi({
      'POST /wps/verification/sms/noLogin': {
        value: { expirationTime: 1, expiredMinutes: 5, resendAfterSeconds: 60 },
      },
    });
    await api.call('POST /wps/verification/sms/noLogin', { body: { mobileNum: '09171234567' } });
    expect(takeViolations()).toEqual([]);
    await api.call('POST /wps/verification/sms/noLogin', { body: { mobileNum: 'not digits' } });
    expect(takeViolations()).toEqual([expect.stringContaining('POST /wps/verification/sms/noLogin body')]);
  });

  it('records a query the server would refuse and a call of no endpoint', async () => {
    stubApi({});
    await api.call('GET /wps/v2/deposits', { query: { pageNo: 0 } }).catch(() => null);
    await api.call('GET /wps/nowhere' as never, {} as never).catch(() => null);
    expect(takeViolations()).toEqual([
      expect.stringContaining('GET /wps/v2/deposits query'),
      'GET /wps/nowhere: not in the endpoint table',
    ]);
  });
});
