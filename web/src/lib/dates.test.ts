import { describe, expect, it } from 'vitest';
import { formatTypedDate, makeDateFormatter, maskTypedDate, parseTypedDate, typedDatePattern } from './dates';

describe('typed dates', () => {
  const id = typedDatePattern('id');
  const de = typedDatePattern('de');

  it('follow the language: dd/mm/yyyy in Indonesian, dd.mm.yyyy in German', () => {
    expect(id).toEqual({ order: ['day', 'month', 'year'], separator: '/' });
    expect(de).toEqual({ order: ['day', 'month', 'year'], separator: '.' });
    expect(formatTypedDate('1990-02-01', id)).toBe('01/02/1990');
    expect(formatTypedDate('1990-02-01', de)).toBe('01.02.1990');
  });

  it('put the separators in as digits come, keep a separator typed by hand, and take ISO as it is', () => {
    expect(maskTypedDate('01', id)).toBe('01');
    expect(maskTypedDate('010', id)).toBe('01/0');
    expect(maskTypedDate('01021990', id)).toBe('01/02/1990');
    expect(maskTypedDate('0102199012', id)).toBe('01/02/1990');
    expect(maskTypedDate('1/2/1990', id)).toBe('1/2/1990');
    expect(maskTypedDate('01/', id)).toBe('01/');
    expect(maskTypedDate('1990-02-01', id)).toBe('1990-02-01');
    expect(maskTypedDate('ab01', id)).toBe('01');
  });

  it('read only real days', () => {
    expect(parseTypedDate('01/02/1990', id)).toBe('1990-02-01');
    expect(parseTypedDate('1/2/1990', id)).toBe('1990-02-01');
    expect(parseTypedDate('01021990', id)).toBe('1990-02-01');
    expect(parseTypedDate('1990-02-01', id)).toBe('1990-02-01');
    expect(parseTypedDate('29/02/2024', id)).toBe('2024-02-29');
    expect(parseTypedDate('29/02/2023', id)).toBeNull();
    expect(parseTypedDate('31/04/1990', id)).toBeNull();
    expect(parseTypedDate('01/13/1990', id)).toBeNull();
    expect(parseTypedDate('01/02/90', id)).toBeNull();
    expect(parseTypedDate('hari ini', id)).toBeNull();
  });
});

describe('shown dates', () => {
  it('are written one way per language, a calendar day never shifted by the time zone', () => {
    expect(makeDateFormatter('id').date('1990-02-01')).toBe('1 Feb 1990');
    expect(makeDateFormatter('en').date('1990-02-01')).toBe('1 Feb 1990');
    expect(makeDateFormatter('de').date('1990-02-01')).toBe('1. Feb. 1990');
    expect(makeDateFormatter('id').date(null)).toBe('—');
  });
});
