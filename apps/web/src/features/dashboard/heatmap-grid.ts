import type { MemoryActivityItem } from '@kindred/core/memory';
import { addDays, weekdayOf } from '@kindred/core/calendar-days';

/** 0 for no memories, then 1 to 4 as the day approaches the busiest day of the window. */
export type HeatLevel = 0 | 1 | 2 | 3 | 4;

export type HeatmapCell = { date: string; count: number; level: HeatLevel; week: number; weekday: number };

export type Heatmap = {
  cells: HeatmapCell[];
  weeks: number;
  /** Where each month starts, as a column, with its short name. */
  months: { week: number; label: string }[];
  totalMemories: number;
  activeDays: number;
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

function levelOf(count: number, busiest: number): HeatLevel {
  if (count <= 0) return 0;
  return Math.min(4, Math.max(1, Math.ceil((count / busiest) * 4))) as HeatLevel;
}

/**
 * The GitHub-style layout of `days` days ending `today`: one column per week (Sunday on top),
 * so the first column may start mid-week. Activity outside the window is ignored.
 */
export function buildHeatmap(activity: MemoryActivityItem[], today: string, days: number): Heatmap {
  const start = addDays(today, -(days - 1));
  const counts = new Map(activity.filter((item) => item.date >= start && item.date <= today).map((item) => [item.date, item.count]));
  const busiest = Math.max(1, ...counts.values());
  const firstWeekday = weekdayOf(start);

  const cells: HeatmapCell[] = [];
  const months: Heatmap['months'] = [];
  for (let index = 0; index < days; index++) {
    const date = addDays(start, index);
    const offset = firstWeekday + index;
    const week = Math.floor(offset / 7);
    const count = counts.get(date) ?? 0;
    cells.push({ date, count, level: levelOf(count, busiest), week, weekday: offset % 7 });
    if (date.endsWith('-01')) months.push({ week, label: MONTHS[Number(date.slice(5, 7)) - 1]! });
  }

  const lastCell = cells[cells.length - 1];
  return {
    cells,
    weeks: lastCell ? lastCell.week + 1 : 0,
    months,
    totalMemories: [...counts.values()].reduce((sum, count) => sum + count, 0),
    activeDays: counts.size,
  };
}

/** The keys that move the focus in the heatmap (the ARIA grid pattern: weeks are columns, weekdays rows). */
export const HEATMAP_KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'] as const;
export type HeatmapKey = (typeof HEATMAP_KEYS)[number];

/**
 * Where the focus goes from day `index` (of `days` days, the first on weekday `firstWeekday`)
 * on `key`: left and right a week, up and down a day within the week's column, Home and End to
 * the same weekday's first and last week. At an edge it stays put.
 */
export function moveInHeatmap(index: number, key: HeatmapKey, days: number, firstWeekday: number): number {
  const weekday = (firstWeekday + index) % 7;
  const target = {
    ArrowLeft: index - 7,
    ArrowRight: index + 7,
    ArrowUp: weekday > 0 ? index - 1 : index,
    ArrowDown: weekday < 6 ? index + 1 : index,
    Home: index % 7,
    End: index + 7 * Math.floor((days - 1 - index) / 7),
  }[key];
  return target >= 0 && target < days ? target : index;
}
