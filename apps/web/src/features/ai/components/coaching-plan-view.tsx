import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { planActionKey, type CoachingPlan } from '@kindred/core/ai';
import { COACHING_PLAN_TEXTS as TEXTS } from '@kindred/core/ai-texts';
import { formatDisplayDate } from '@kindred/core/dates';

function PlanSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </section>
  );
}

const plainList = { listStyle: 'none', m: 0, p: 0 } as const;

function IconItem({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', py: 0.5 }}>
      <Box aria-hidden sx={{ color: 'text.secondary', display: 'flex', pt: 0.25 }}>
        {icon}
      </Box>
      <Typography component="span">{children}</Typography>
    </Box>
  );
}

type CoachingPlanViewProps = {
  plan: CoachingPlan['plan'];
  checkedActions: readonly string[];
  onCheck: (week: number, actionIndex: number, done: boolean) => void;
};

/** A coaching plan: focus areas, four weeks of actions to tick, conversation topics and upcoming occasions. */
export function CoachingPlanView({ plan, checkedActions, onCheck }: CoachingPlanViewProps) {
  return (
    <Stack spacing={4}>
      <PlanSection title={TEXTS.focusAreas}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          {plan.focusAreas.map((area, index) => (
            <Paper key={`${index}-${area.title}`} variant="outlined" sx={{ p: 2 }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {area.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {area.description}
              </Typography>
            </Paper>
          ))}
        </Box>
      </PlanSection>
      <PlanSection title={TEXTS.weeklyPlan}>
        <Stack spacing={2}>
          {plan.weeklyPlan.map((week) => (
            <Paper key={week.week} variant="outlined" sx={{ p: 2 }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
                {TEXTS.week(week.week, week.theme)}
              </Typography>
              <Box component="ul" sx={plainList}>
                {week.actions.map((action, index) => (
                  <li key={`${index}-${action}`}>
                    <FormControlLabel
                      sx={{ alignItems: 'flex-start', mr: 0, py: 0.25 }}
                      control={
                        <Checkbox
                          size="small"
                          sx={{ py: 0.25 }}
                          checked={checkedActions.includes(planActionKey(week.week, index))}
                          onChange={(event) => onCheck(week.week, index, event.target.checked)}
                        />
                      }
                      label={action}
                    />
                  </li>
                ))}
              </Box>
            </Paper>
          ))}
        </Stack>
      </PlanSection>
      <PlanSection title={TEXTS.conversationTopics}>
        <Box component="ul" sx={plainList}>
          {plan.conversationTopics.map((topic, index) => (
            <IconItem key={`${index}-${topic}`} icon={<ChatBubbleOutlineOutlined fontSize="small" />}>
              {topic}
            </IconItem>
          ))}
        </Box>
      </PlanSection>
      <PlanSection title={TEXTS.upcomingOccasions}>
        {plan.upcomingOccasions.length === 0 ? (
          <Typography color="text.secondary">{TEXTS.noOccasions}</Typography>
        ) : (
          <Box component="ul" sx={plainList}>
            {plan.upcomingOccasions.map((occasion, index) => (
              <Box component="li" key={`${index}-${occasion.date}`} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
                <Typography sx={{ fontWeight: 600 }}>
                  <time dateTime={occasion.date}>{formatDisplayDate(occasion.date)}</time>
                  {` · ${occasion.title}`}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {occasion.gesture}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </PlanSection>
    </Stack>
  );
}
