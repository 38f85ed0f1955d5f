import { describe, expect, it } from 'vitest';
import { buildHeatmap } from './heatmap-grid';

describe('buildHeatmap', () => {
  it('lays out 365 days ending today in week columns with Sunday on top', () => {
    // 2026-03-04 is a Wednesday; 364 days earlier, 2025-03-05, is also a Wednesday.
    const heatmap = buildHeatmap([], '2026-03-04', 365);

    expect(heatmap.cells).toHaveLength(365);
    expect(heatmap.cells[0]).toMatchObject({ date: '2025-03-05', week: 0, weekday: 3 });
    expect(heatmap.cells.at(-1)).toMatchObject({ date: '2026-03-04', week: 52, weekday: 3 });
    expect(heatmap.weeks).toBe(53);
  });

  it('counts only the window and grades each day against the busiest one', () => {
    const heatmap = buildHeatmap(
      [
        { date: '2025-03-04', count: 9 },
        { date: '2026-01-10', count: 1 },
        { date: '2026-03-02', count: 4 },
      ],
      '2026-03-04',
      365,
    );
    const level = (date: string) => heatmap.cells.find((cell) => cell.date === date)?.level;

    expect(heatmap.totalMemories).toBe(5);
    expect(heatmap.activeDays).toBe(2);
    expect(level('2026-03-02')).toBe(4);
    expect(level('2026-01-10')).toBe(1);
    expect(level('2026-03-03')).toBe(0);
  });

  it('marks the column where each month begins', () => {
    const heatmap = buildHeatmap([], '2026-03-04', 365);

    expect(heatmap.months.map((month) => month.label)).toEqual(['Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar']);
    // 2026-03-01 is a Sunday, the first row of the week holding it.
    expect(heatmap.months.at(-1)?.week).toBe(heatmap.cells.find((cell) => cell.date === '2026-03-01')?.week);
  });
});
