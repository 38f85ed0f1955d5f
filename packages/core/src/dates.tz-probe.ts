// Run by dates.test.ts in child processes with different TZ values: the date helpers must print the
// same answers in every time zone. It also reports the zone offset, so the test can prove TZ took hold.
import { daysSince, formatDisplayDate, formatInputDate, formatMDY, parseApiDate, parseDate } from './dates';

const lateEvening = new Date('2024-03-10T23:30:00Z');
const earlyMorning = new Date('2024-03-10T00:30:00Z');

const answers = {
  offsetMinutes: new Date('2024-03-10T12:00:00Z').getTimezoneOffset(),
  parsedYmd: parseDate('2024-03-10').toISOString(),
  parsedMdy: parseDate('3/10/2024').toISOString(),
  parsedTimestampWest: parseDate('2024-03-10T23:30:00-08:00').toISOString(),
  parsedTimestampEast: parseDate('2024-03-10T00:30:00+14:00').toISOString(),
  parsedApi: parseApiDate('2024-03-10T23:59:59.999Z').toISOString(),
  displayYmd: formatDisplayDate('2024-03-10'),
  displayLateEvening: formatDisplayDate(lateEvening),
  displayEarlyMorning: formatDisplayDate(earlyMorning),
  mdyFirstDay: formatMDY('1900-01-01'),
  inputLastDay: formatInputDate('12/31/2099'),
  inputEarlyMorning: formatInputDate(earlyMorning),
  daysSinceYesterdayLateEvening: daysSince('2024-03-09', lateEvening),
  daysSinceYesterdayEarlyMorning: daysSince('2024-03-09', earlyMorning),
  daysSinceToday: daysSince('2024-03-10', lateEvening),
};

process.stdout.write(JSON.stringify(answers));
