import { generatePath, Link as RouterLink } from 'react-router';
import Link, { type LinkProps } from '@mui/material/Link';
import type { PersonRef } from '@kindred/core/calendar';
import { paths } from '../../../lib/paths';

/** A link to a person's page, named by the person unless `children` say more. */
export function PersonLink({ person, children, ...props }: { person: PersonRef } & Omit<LinkProps<typeof RouterLink>, 'to' | 'component'>) {
  return (
    <Link component={RouterLink} to={generatePath(paths.kindred, { kindredId: String(person.id) })} {...props}>
      {children ?? person.name}
    </Link>
  );
}
