import type { IsoDate } from '@leave/contract';
import { dayAndMonth, dayMonthYear } from '@leave/domain';
import { SOURCE_LANGUAGE, useLanguage } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';

/** How a chart view writes a day: the seed's "7 Dec" and "2 Sept 2026" in English, else the language's locale. */
export interface ChartDates {
  dayMonth: (date: IsoDate) => string;
  dayMonthYear: (date: IsoDate) => string;
}

const ENGLISH_DATES: ChartDates = { dayMonth: dayAndMonth, dayMonthYear };

function datesIn(locale: string): ChartDates {
  const format = (options: Intl.DateTimeFormatOptions) => {
    const formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    return (date: IsoDate) => formatter.format(new Date(`${date}T00:00:00Z`));
  };
  return {
    dayMonth: format({ day: 'numeric', month: 'short' }),
    dayMonthYear: format({ day: 'numeric', month: 'short', year: 'numeric' }),
  };
}

/** The chart views' days in the language in use. */
export function useChartDates(): ChartDates {
  const language = useLanguage();
  const { locale } = useIntl();
  return language === SOURCE_LANGUAGE ? ENGLISH_DATES : datesIn(locale);
}
