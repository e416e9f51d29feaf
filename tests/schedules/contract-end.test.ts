import { describe, expect, it } from 'vitest';
import { contractWithdrawalAt } from '@/lib/listings/contract-end';

describe('a listing contract’s end as a withdrawal time', () => {
  it('is midnight in Québec at the end of the contract’s last day, winter and summer', () => {
    const before = new Date('2026-01-01T00:00:00Z');
    expect(contractWithdrawalAt('2026-03-05', before)?.toISOString()).toBe('2026-03-06T05:00:00.000Z');
    expect(contractWithdrawalAt('2026-07-31', before)?.toISOString()).toBe('2026-08-01T04:00:00.000Z');
  });

  it('is nothing without an end, or once that midnight has passed', () => {
    expect(contractWithdrawalAt(null)).toBeNull();
    expect(contractWithdrawalAt('2026-03-05', new Date('2026-03-06T05:00:00Z'))).toBeNull();
    expect(contractWithdrawalAt('2026-03-05', new Date('2026-03-06T04:59:59Z'))).not.toBeNull();
  });
});
