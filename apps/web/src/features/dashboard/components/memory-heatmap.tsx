import { useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { MEMORY_ACTIVITY_DEFAULT_DAYS } from '@kindred/core/constants';
import { formatDisplayDate } from '@kindred/core/dates';
import { DASHBOARD_TEXTS } from '@kindred/core/kindred-texts';
import { todayIn } from '@kindred/core/time-zone';
import { useMemoryActivity } from '../api/get-memory-activity';
import { browserTimeZone } from '../../../lib/browser-time-zone';
import { buildHeatmap, HEATMAP_KEYS, moveInHeatmap, type Heatmap, type HeatLevel } from '../heatmap-grid';

const CELL = 11;
const STEP = CELL + 3;
const LEFT = 28;
const TOP = 16;
const WEEKDAY_LABELS = [
  [1, 'Mon'],
  [3, 'Wed'],
  [5, 'Fri'],
] as const;
const OPACITY: Record<HeatLevel, number> = { 0: 1, 1: 0.3, 2: 0.55, 3: 0.8, 4: 1 };

function useLevelStyle() {
  const { vars } = useTheme();
  // Styles rather than attributes: CSS variables (the light and dark schemes) do not work in SVG attributes.
  return (level: HeatLevel) => ({ fill: level === 0 ? vars.palette.action.selected : vars.palette.primary.main, fillOpacity: OPACITY[level] });
}

function Legend({ levelStyle }: { levelStyle: (level: HeatLevel) => object }) {
  return (
    <Stack direction="row" spacing={0.5} aria-hidden sx={{ alignItems: 'center', justifyContent: 'flex-end', mt: 1 }}>
      <Typography variant="caption" color="text.secondary">
        {DASHBOARD_TEXTS.less}
      </Typography>
      <svg width={5 * STEP} height={CELL}>
        {([0, 1, 2, 3, 4] as const).map((level) => (
          <rect key={level} x={level * STEP} width={CELL} height={CELL} rx={2} style={levelStyle(level)} />
        ))}
      </svg>
      <Typography variant="caption" color="text.secondary">
        {DASHBOARD_TEXTS.more}
      </Typography>
    </Stack>
  );
}

function HeatmapGrid({ heatmap }: { heatmap: Heatmap }) {
  const levelStyle = useLevelStyle();
  const scroller = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(heatmap.cells.length - 1);
  const firstWeekday = heatmap.cells[0]?.weekday ?? 0;

  function handleKeyDown(event: KeyboardEvent<SVGSVGElement>) {
    const key = HEATMAP_KEYS.find((candidate) => candidate === event.key);
    if (!key) return;
    event.preventDefault();
    const next = moveInHeatmap(active, key, heatmap.cells.length, firstWeekday);
    setActive(next);
    scroller.current?.querySelector<SVGRectElement>(`[data-day="${next}"]`)?.focus();
  }

  const labelStyle = { fontSize: 10, fill: 'currentColor' };
  const rows = Array.from({ length: 7 }, (_, weekday) => heatmap.cells.map((cell, index) => ({ cell, index })).filter(({ cell }) => cell.weekday === weekday));
  return (
    // On a narrow screen the year does not fit: it opens at its end, where this month is. A
    // right-to-left box starts scrolled there by itself; setting its scroll from a layout effect
    // made the browser lay the whole page out in the middle of React's commit.
    <Box
      ref={scroller}
      sx={{ overflowX: 'auto', direction: 'rtl', color: 'text.secondary', '& [role=gridcell]:focus-visible': { outline: 'none', stroke: 'currentColor', strokeWidth: 2 } }}
    >
      <svg direction="ltr" style={{ display: 'block', marginRight: 'auto' }} role="grid" aria-label={DASHBOARD_TEXTS.activityGrid} onKeyDown={handleKeyDown} width={LEFT + heatmap.weeks * STEP} height={TOP + 7 * STEP}>
        {heatmap.months.map((month) => (
          <text key={`${month.label}-${month.week}`} x={LEFT + month.week * STEP} y={10} style={labelStyle} aria-hidden>
            {month.label}
          </text>
        ))}
        {WEEKDAY_LABELS.map(([weekday, label]) => (
          <text key={label} x={0} y={TOP + weekday * STEP + CELL - 2} style={labelStyle} aria-hidden>
            {label}
          </text>
        ))}
        {rows.map((row, weekday) => (
          <g key={weekday} role="row">
            {row.map(({ cell, index }) => {
              const label = DASHBOARD_TEXTS.activityCell(cell.count, formatDisplayDate(cell.date));
              return (
                <rect
                  key={cell.date}
                  role="gridcell"
                  aria-label={label}
                  data-day={index}
                  tabIndex={index === active ? 0 : -1}
                  x={LEFT + cell.week * STEP}
                  y={TOP + cell.weekday * STEP}
                  width={CELL}
                  height={CELL}
                  rx={2}
                  style={levelStyle(cell.level)}
                >
                  <title>{label}</title>
                </rect>
              );
            })}
          </g>
        ))}
      </svg>
    </Box>
  );
}

/**
 * Memories per day over the last year, GitHub style: a column per week, a row per weekday. Each
 * day is labelled ("3 memories on March 2, 2026") and reached with the arrow keys (one tab stop),
 * and a sentence sums the year up.
 */
export function MemoryHeatmap() {
  const activity = useMemoryActivity();
  const levelStyle = useLevelStyle();

  if (activity.isPending) return <Skeleton variant="rounded" height={7 * STEP + TOP} aria-label={DASHBOARD_TEXTS.loadingActivity} role="status" />;

  const heatmap = buildHeatmap(activity.data ?? [], todayIn(browserTimeZone()), MEMORY_ACTIVITY_DEFAULT_DAYS);
  return (
    <>
      <Typography sx={{ mb: 1.5 }}>{DASHBOARD_TEXTS.activitySummary(heatmap.totalMemories, heatmap.activeDays)}</Typography>
      <HeatmapGrid heatmap={heatmap} />
      <Legend levelStyle={levelStyle} />
    </>
  );
}
