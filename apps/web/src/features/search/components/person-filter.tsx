import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { SEARCH_TEXTS } from '@kindred/core/search';
import { useKindreds } from '../../kindreds';

type PersonFilterProps = { kindredId: number | null; onChange: (kindredId: number | null) => void };

/** Narrows the results to one person: "All people" or one of the user's people, by name. */
export function PersonFilter({ kindredId, onChange }: PersonFilterProps) {
  const { data: people = [] } = useKindreds();
  const known = kindredId === null || people.some((person) => person.id === kindredId);
  return (
    <TextField
      select
      size="small"
      label={SEARCH_TEXTS.personFilter}
      value={kindredId === null || !known ? '' : String(kindredId)}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      sx={{ minWidth: 200 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{SEARCH_TEXTS.allPeople}</MenuItem>
      {people.map((person) => (
        <MenuItem key={person.id} value={String(person.id)}>
          {person.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
