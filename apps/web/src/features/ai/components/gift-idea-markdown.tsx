import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Markdown, { type Components } from 'react-markdown';

// Links leave the app in a new tab without handing it a reference to this window (spec §2.10).
const components: Components = {
  a: ({ href, children }) => (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </Link>
  ),
  p: ({ children }) => <Typography sx={{ mb: 1.5, '&:last-child': { mb: 0 } }}>{children}</Typography>,
  ul: ({ children }) => <Typography component="ul" sx={{ pl: 3, my: 1 }}>{children}</Typography>,
  ol: ({ children }) => <Typography component="ol" sx={{ pl: 3, my: 1 }}>{children}</Typography>,
};

/** Gift ideas as markdown: paragraphs, bold, italic, lists and links; raw HTML is never rendered. */
export default function GiftIdeaMarkdown({ markdown }: { markdown: string }) {
  return (
    <Typography component="div" sx={{ textAlign: 'left' }}>
      <Markdown components={components} skipHtml>
        {markdown}
      </Markdown>
    </Typography>
  );
}
