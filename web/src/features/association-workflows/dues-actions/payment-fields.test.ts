import { describe, expect, it } from 'vitest';
import { cleanReference, newPaymentDetails, paymentBody } from './payment-fields';

describe('a payment reference as it is sent', () => {
  it('loses invisible characters and runs of white space pasted with it, so the server takes it', () => {
    expect(cleanReference(' TRF\u200b2026\u00a0 0315\t00123\u202c ')).toBe('TRF2026 0315 00123');
    expect(cleanReference('KW/2026/03 0012 #7')).toBe('KW/2026/03 0012 #7');
    expect(cleanReference('\u200b \u200e')).toBe('');
  });

  it('goes into the body cleaned, and an empty note is left out', () => {
    const body = paymentBody({ ...newPaymentDetails(), reference: 'VA\u200b 8808\n1234', paidAt: '2026-03-15', note: '  ' });
    expect(body).toEqual({ method: 'transfer', reference: 'VA 8808 1234', paidAt: '2026-03-15' });
  });
});
