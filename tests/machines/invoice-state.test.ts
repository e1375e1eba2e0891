import { describe, expect, it } from 'vitest';
import { santiagoDate } from '../../machines/rules/calendar';
import { invoiceState } from '../../machines/rules/invoice-state';

// 2025-06-11 is a Wednesday; its week runs from Monday 2025-06-09 to Sunday 2025-06-15. In June
// Santiago is UTC-4, so local noon is 16:00 UTC.
const wednesdayNoon = new Date('2025-06-11T16:00:00Z');
const owing = (dueDate: string, now = wednesdayNoon) => invoiceState({ dueDate, residual: 125_000, now });

describe('invoice state', () => {
  it('is Pagado when nothing is owed, whatever the due date', () => {
    expect(invoiceState({ dueDate: '2020-01-01', residual: 0, now: wednesdayNoon })).toBe('Pagado');
    expect(invoiceState({ dueDate: '2030-01-01', residual: 0, now: wednesdayNoon })).toBe('Pagado');
    expect(invoiceState({ dueDate: '2025-06-11', residual: -500, now: wednesdayNoon })).toBe('Pagado');
  });

  it('is Vencida once the due date is before today, even by one day', () => {
    expect(owing('2025-06-10')).toBe('Vencida');
    expect(owing('2025-06-09')).toBe('Vencida');
  });

  it('is Vence esta semana from today to this week\'s Sunday', () => {
    expect(owing('2025-06-11')).toBe('Vence esta semana');
    expect(owing('2025-06-15')).toBe('Vence esta semana');
  });

  it('is Por vencer from next Monday on', () => {
    expect(owing('2025-06-16')).toBe('Por vencer');
    expect(owing('2026-01-01')).toBe('Por vencer');
  });

  it('takes Monday as the first day of the week', () => {
    const mondayMorning = new Date('2025-06-09T13:00:00Z');
    expect(owing('2025-06-08', mondayMorning)).toBe('Vencida');
    expect(owing('2025-06-15', mondayMorning)).toBe('Vence esta semana');
    expect(owing('2025-06-16', mondayMorning)).toBe('Por vencer');
  });

  it('on a Sunday only that Sunday is still this week', () => {
    const sundayEvening = new Date('2025-06-15T23:00:00Z');
    expect(owing('2025-06-15', sundayEvening)).toBe('Vence esta semana');
    expect(owing('2025-06-16', sundayEvening)).toBe('Por vencer');
  });

  it('counts days in Santiago: at 23:30 on Sunday there, UTC is already Monday', () => {
    // 2025-03-10T02:30Z is Sunday 2025-03-09 23:30 in Santiago (summer time, UTC-3).
    const sundayLateInSantiago = new Date('2025-03-10T02:30:00Z');
    expect(santiagoDate(sundayLateInSantiago)).toBe('2025-03-09');
    expect(owing('2025-03-09', sundayLateInSantiago)).toBe('Vence esta semana');
    expect(owing('2025-03-10', sundayLateInSantiago)).toBe('Por vencer');
    // Thirty-one minutes later it is Monday in Santiago too: the Sunday invoice is overdue, Monday's due this week.
    const mondayInSantiago = new Date('2025-03-10T03:01:00Z');
    expect(owing('2025-03-09', mondayInSantiago)).toBe('Vencida');
    expect(owing('2025-03-10', mondayInSantiago)).toBe('Vence esta semana');
  });

  it('follows Santiago across the end of summer time', () => {
    // Summer time ended on 2025-04-06 at 00:00 (clocks back to Saturday 23:00, UTC-4).
    expect(santiagoDate(new Date('2025-04-06T03:30:00Z'))).toBe('2025-04-05');
    expect(santiagoDate(new Date('2025-04-06T04:00:00Z'))).toBe('2025-04-06');
  });

  it('refuses a due date that is not a calendar day', () => {
    expect(() => owing('2025-02-30')).toThrow(RangeError);
    expect(() => owing('11-06-2025')).toThrow(RangeError);
  });
});
