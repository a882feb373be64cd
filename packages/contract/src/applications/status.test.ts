import { describe, expect, it } from 'vitest';
import { applicationStatusLabel, deriveApplicationStatus } from './status';

const today = '2026-11-23';
const unpaid = (dateMaturity: string) => ({ paid: false, dateMaturity });
const paid = { paid: true, dateMaturity: '2026-01-01' };

describe('deriveApplicationStatus (DESIGN §4)', () => {
  it('no real date and no invoice: waiting_for_application', () => {
    expect(deriveApplicationStatus({ applicationRealDate: null }, [], today)).toBe('waiting_for_application');
  });
  it('a real date and no invoice: application_done', () => {
    expect(deriveApplicationStatus({ applicationRealDate: '2026-11-20' }, [], today)).toBe('application_done');
  });
  it('an unpaid invoice not yet mature: invoiced (the maturity day itself included)', () => {
    expect(deriveApplicationStatus({ applicationRealDate: '2026-11-20' }, [unpaid('2026-12-01')], today)).toBe(
      'invoiced',
    );
    expect(deriveApplicationStatus({ applicationRealDate: '2026-11-20' }, [unpaid(today)], today)).toBe('invoiced');
  });
  it('an unpaid invoice past maturity: after_maturity', () => {
    expect(deriveApplicationStatus({ applicationRealDate: '2026-11-01' }, [unpaid('2026-11-22')], today)).toBe(
      'after_maturity',
    );
  });
  it('every invoice paid: paid', () => {
    expect(deriveApplicationStatus({ applicationRealDate: '2026-11-01' }, [paid, paid], today)).toBe('paid');
  });
  it('two parts: one paid and one unpaid is invoiced, one overdue is after_maturity', () => {
    const app = { applicationRealDate: '2026-11-01' };
    expect(deriveApplicationStatus(app, [paid, unpaid('2026-12-01')], today)).toBe('invoiced');
    expect(deriveApplicationStatus(app, [unpaid('2026-12-01'), unpaid('2026-11-01')], today)).toBe('after_maturity');
  });
  it('the label of an unknown status is unknown', () => {
    expect(applicationStatusLabel('paid')).toBe('paid');
    expect(applicationStatusLabel('lost')).toBe('unknown');
  });
});
