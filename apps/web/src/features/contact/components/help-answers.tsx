import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { PLUS_PRICE_LABEL, PRODUCT_NAME, TRIAL_LENGTH_DAYS } from '@kindred/core/constants';

// Kept in step with the full Help Center (public/contact.html), which answers in more detail.
const ANSWERS = [
  {
    topic: 'Account',
    question: "The verification e-mail hasn't arrived.",
    answer:
      'Give it a few minutes and check your spam or "Promotions" folder. On the verification page you can ask for a new link; use the newest one you receive.',
  },
  {
    topic: 'Account',
    question: 'I forgot my password.',
    answer:
      'Use "Forgot password?" on the sign-in page. We e-mail you a link that works once and for a short time; if it has expired, just ask for another.',
  },
  {
    topic: 'Trial',
    question: 'What happens when my free trial ends?',
    answer: `The trial gives you everything for ${TRIAL_LENGTH_DAYS} days. Afterwards nothing is deleted: your kindreds, memories and key dates stay in your account, and features that need ${PRODUCT_NAME} Plus (${PLUS_PRICE_LABEL}) ask you to upgrade.`,
  },
  {
    topic: 'Privacy',
    question: 'Who can see my kindreds and memories?',
    answer:
      'Only you. We do not sell your data or use it for advertising. You can delete your account and everything in it from Profile Settings at any time.',
  },
  {
    topic: 'AI',
    question: 'Where does the AI process my memories?',
    answer: `That depends on how this ${PRODUCT_NAME} is set up: the built-in engine runs entirely on our own server, while an external AI provider, if one is configured, receives the text of your memories to write summaries and suggestions. Ask us which one is in use.`,
  },
] as const;

/** Short answers to the questions people ask most, before they need to write to us. */
export function HelpAnswers() {
  return (
    <>
      {ANSWERS.map(({ topic, question, answer }) => (
        <Accordion key={question} disableGutters>
          <AccordionSummary expandIcon={<ExpandMore />}>
            <Typography component="span" sx={{ fontWeight: 500 }}>
              <Typography component="span" variant="overline" color="secondary" sx={{ mr: 1 }}>
                {topic}
              </Typography>
              {question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography color="text.secondary">{answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </>
  );
}
