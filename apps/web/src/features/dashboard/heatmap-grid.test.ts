import { describe, expect, it } from 'vitest';
import { buildHeatmap, moveInHeatmap } from './heatmap-grid';

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

describe('moveInHeatmap', () => {
  // 10 days starting on a Friday (weekday 5): Fri 0, Sat 1 | Sun 2 ... Sat 8 | Sun 9.
  const move = (index: number, key: Parameters<typeof moveInHeatmap>[1]) => moveInHeatmap(index, key, 10, 5);

  it('moves a week left and right, and stays put past the first or last day', () => {
    expect(move(2, 'ArrowRight')).toBe(9);
    expect(move(9, 'ArrowLeft')).toBe(2);
    expect(move(4, 'ArrowRight')).toBe(4);
    expect(move(4, 'ArrowLeft')).toBe(4);
  });

  it('moves a day up and down within the week, never into the next column', () => {
    expect(move(3, 'ArrowUp')).toBe(2);
    expect(move(3, 'ArrowDown')).toBe(4);
    expect(move(2, 'ArrowUp')).toBe(2);
    expect(move(1, 'ArrowDown')).toBe(1);
    expect(move(9, 'ArrowDown')).toBe(9);
  });

  it('jumps to the same weekday in the first and the last week with Home and End', () => {
    expect(move(9, 'Home')).toBe(2);
    expect(move(2, 'End')).toBe(9);
    expect(move(4, 'End')).toBe(4);
  });
});
