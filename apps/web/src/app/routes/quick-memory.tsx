import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { QUICK_MEMORY_TEXTS } from '@kindred/core/quick-memory-texts';
import { parseId } from '@kindred/core/validation';
import { NarrowPage } from '../../components/narrow-page';
import { Spinner } from '../../components/spinner';
import { QuickCapture, sharedText, useQuickCapturePeople } from '../../features/memories';
import { paths } from '../../lib/paths';

/**
 * /quick-memory: the installed app's "Quick memory" shortcut and share target (issue #18). What
 * another app shared (?title=&text=&url=) starts the text; ?person= picks the person.
 */
export default function QuickMemoryRoute() {
  const [params] = useSearchParams();
  const people = useQuickCapturePeople();

  let content;
  if (people.status === 'loading') content = <Spinner label={QUICK_MEMORY_TEXTS.title} />;
  else if (people.status === 'unavailable') content = <Alert severity="warning">{QUICK_MEMORY_TEXTS.peopleUnavailable}</Alert>;
  else if (people.people.length === 0) {
    content = (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to={paths.dashboard} color="inherit" size="small">
            {QUICK_MEMORY_TEXTS.addPerson}
          </Button>
        }
      >
        {QUICK_MEMORY_TEXTS.noPeople}
      </Alert>
    );
  } else content = <QuickCapture people={people.people} initialText={sharedText(params)} initialKindredId={parseId(params.get('person'))} />;

  return <NarrowPage title={QUICK_MEMORY_TEXTS.title}>{content}</NarrowPage>;
}
