/**
 * Today in the association's calendar, for what a screen offers by date (an exam once its
 * session has started). A context, so stories and tests fix the day their fixtures need.
 */
import { createContext, useContext } from 'react';
import { associationDay } from '@machines/workflows/associationDay';
import { associationTimeZone } from './timeZone';

export const TodayContext = createContext<() => string>(() =>
  associationDay(new Date(), associationTimeZone()),
);

export const useToday = (): string => useContext(TodayContext)();
