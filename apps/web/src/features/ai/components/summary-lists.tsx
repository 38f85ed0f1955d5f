import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SummaryAttributes, SummaryList } from '@kindred/core/ai';
import { SUMMARY_LIST_HEADINGS } from '@kindred/core/ai-texts';

// The headings' keys, in the order of spec §3, without loading the zod schemas that hold SUMMARY_LISTS.
const LISTS = Object.keys(SUMMARY_LIST_HEADINGS) as SummaryList[];

/** The lists of a summary that have items, in spec order; empty lists are left out. */
export function filledLists(attributes: SummaryAttributes): SummaryList[] {
  return LISTS.filter((list) => attributes[list].length > 0);
}

function SummaryListBlock({ list, items }: { list: SummaryList; items: string[] }) {
  const headingId = useId();
  return (
    <div>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {SUMMARY_LIST_HEADINGS[list]}
      </Typography>
      <Box component="ul" aria-labelledby={headingId} sx={{ m: 0, pl: 2.5 }}>
        {items.map((item, index) => (
          <Typography component="li" key={`${index}-${item}`} variant="body2" sx={{ py: 0.25 }}>
            {item}
          </Typography>
        ))}
      </Box>
    </div>
  );
}

/** The filled lists of a person summary, two columns from small screens up. */
export function SummaryLists({ attributes }: { attributes: SummaryAttributes }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 3 }}>
      {filledLists(attributes).map((list) => (
        <SummaryListBlock key={list} list={list} items={attributes[list]} />
      ))}
    </Box>
  );
}
