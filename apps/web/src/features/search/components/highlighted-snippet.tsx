import Box from '@mui/material/Box';
import { snippetParts, type SearchHit } from '@kindred/core/search';

/** A snippet as plain text with its matches in <mark>: the ranges come from the server, the markup never does. */
export function HighlightedSnippet({ snippet }: { snippet: SearchHit['snippet'] }) {
  return (
    <>
      {snippetParts(snippet).map((part, index) =>
        part.marked ? (
          <Box component="mark" key={index} sx={{ bgcolor: 'warning.light', color: 'common.black', borderRadius: 0.5, px: 0.25 }}>
            {part.text}
          </Box>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
