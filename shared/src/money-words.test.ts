import { describe, expect, it } from 'vitest';
import { amountInWords, formatCents, numberInWords } from './money-words';

describe('amountInWords', () => {
  it('writes euros in words and cents in figures', () => {
    expect(amountInWords(2280)).toBe('двадесет и два евро и 80 цента');
    expect(amountInWords(100)).toBe('едно евро');
    expect(amountInWords(201)).toBe('два евро и 1 цент');
    expect(amountInWords(45)).toBe('нула евро и 45 цента');
    expect(amountInWords(10_000)).toBe('сто евро');
  });

  it('puts "и" before the last part of the number', () => {
    expect(numberInWords(105)).toBe('сто и пет');
    expect(numberInWords(111)).toBe('сто и единадесет');
    expect(numberInWords(120)).toBe('сто и двадесет');
    expect(numberInWords(121)).toBe('сто двадесет и един');
    expect(numberInWords(1100)).toBe('хиляда и сто');
    expect(numberInWords(1120)).toBe('хиляда сто и двадесет');
    expect(numberInWords(2022)).toBe('две хиляди двадесет и два');
    expect(numberInWords(2000)).toBe('две хиляди');
    expect(numberInWords(21_000)).toBe('двадесет и една хиляди');
    expect(numberInWords(2_500_000)).toBe('два милиона и петстотин хиляди');
    expect(amountInWords(1_234_550)).toBe('дванадесет хиляди триста четиридесет и пет евро и 50 цента');
  });

  it('refuses what is no amount', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});

describe('formatCents', () => {
  it('shows euros with a comma and groups thousands from five digits on', () => {
    expect(formatCents(1250)).toBe('12,50 €');
    expect(formatCents(123_400)).toBe('1234,00 €');
    expect(formatCents(1_234_550)).toBe('12 345,50 €');
    expect(formatCents(5)).toBe('0,05 €');
  });
});
