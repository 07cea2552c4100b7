/**
 * Today in the association's calendar, for what a screen offers by date (an exam once its
 * session has started). A context, so stories and tests fix the day their fixtures need.
 */
import { createContext, useContext } from 'react';
import { associationDay } from '@machines/workflows/associationDay';
import { ASSOCIATION_TIME_ZONE } from './timeZone';

export const TodayContext = createContext<() => string>(() =>
  associationDay(new Date(), ASSOCIATION_TIME_ZONE),
);

export const useToday = (): string => useContext(TodayContext)();
